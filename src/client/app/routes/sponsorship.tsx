// /sponsorship/:id: opens the global offer dialog for the id, then replaces the location with /dashboard.
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { openOfferDialog } from '@client/features/offers/hooks/use-offer-dialog';

export default function SponsorshipPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    if (id) openOfferDialog(id);
    navigate(paths.dashboard.getHref(), { replace: true });
  }, [id, navigate]);
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
