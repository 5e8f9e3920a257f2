// /projekt/:id/redigera: the owner edits the project (the form pre-filled; an edited project waits for an
// admin's approval again, as the API rules) or deletes it after a confirmation.
import { toast } from '@client/lib/toast';
import { DeleteById } from '@client/components/delete-with-confirm';
import { OwnerEdit } from '@client/components/owner-edit';
import type { TProject } from '@shared/schemas/talent.response';
import { useDeleteProject, useProject } from '../api/projects';
import { PROJECT_UI as T } from '../texts';
import { ProjectForm } from './project-form';

/** 'Ta bort projektet' behind a confirmation; the owner's edit page and the admin tab use it */
export function DeleteProject({
  project,
  onDeleted,
  label = T.delete,
}: {
  project: TProject;
  onDeleted: () => void;
  label?: string;
}) {
  const remove = useDeleteProject();
  return (
    <DeleteById
      id={project.id}
      name={project.title}
      texts={T}
      mutation={remove}
      onDeleted={onDeleted}
      label={label}
      size="sm"
    />
  );
}

export function ProjectEdit({
  id,
  me,
  onSaved,
  onDeleted,
}: {
  id: string;
  me: string;
  onSaved: (project: TProject) => void;
  onDeleted: () => void;
}) {
  const project = useProject(id);
  return (
    <OwnerEdit
      query={project}
      isOwn={(p) => p.userId === me}
      isApproved={(p) => p.isApproved}
      texts={{ ...T, pending: `${T.pending}.` }}
      testId="project-edit-review"
    >
      {(item) => (
        <>
          <ProjectForm
            key={item.id}
            initial={item}
            onSaved={(p) => {
              toast.success(T.saved);
              onSaved(p);
            }}
          />
          <DeleteProject project={item} onDeleted={onDeleted} />
        </>
      )}
    </OwnerEdit>
  );
}
