// Toasts asked for before the toaster is mounted wait for it and are then shown in order; none is lost.
import { beforeEach, describe, expect, it, vi } from 'vitest';

type ToastModule = typeof import('./toast');
let m: ToastModule;

/** a stand-in for sonner's `toast` that records what reaches it */
function fakeSonner() {
  const shown: unknown[][] = [];
  const fn = Object.assign((...args: unknown[]) => shown.push(['message', ...args]), {
    success: (...args: unknown[]) => shown.push(['success', ...args]),
    error: (...args: unknown[]) => shown.push(['error', ...args]),
    info: (...args: unknown[]) => shown.push(['info', ...args]),
  });
  return { shown, sonner: fn as unknown as Parameters<ToastModule['toasterMounted']>[0] };
}

beforeEach(async () => {
  vi.resetModules();
  m = await import('./toast');
});

describe('toasts before the toaster is mounted', () => {
  it('wait and are shown in the order asked once it is, then later ones go straight through', () => {
    const { shown, sonner } = fakeSonner();
    m.toast.error('Fel vid hämtning av erbjudanden', { description: 'Något gick fel hos oss.' });
    m.toast('Välkommen till Samverka beta!');
    m.toast.success('Sparat', { id: 'saved' });
    expect(shown).toEqual([]);
    m.toasterMounted(sonner);
    expect(shown).toEqual([
      ['error', 'Fel vid hämtning av erbjudanden', { description: 'Något gick fel hos oss.' }],
      ['message', 'Välkommen till Samverka beta!', undefined],
      ['success', 'Sparat', { id: 'saved' }],
    ]);
    m.toast.info('Inga nya exempel');
    expect(shown.at(-1)).toEqual(['info', 'Inga nya exempel', undefined]);
    expect(shown).toHaveLength(4);
  });

  it('the first one asks for the toaster, once; none asks while nothing is to be shown', () => {
    const listener = vi.fn();
    const unsubscribe = m.subscribeToastWanted(listener);
    expect(m.toastWanted()).toBe(false);
    m.toast.error('Ett');
    m.toast.error('Två');
    expect(m.toastWanted()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('wait again after the toaster is unmounted, for the next one', () => {
    const first = fakeSonner();
    const unmount = m.toasterMounted(first.sonner);
    unmount();
    m.toast('Efter');
    expect(first.shown).toEqual([]);
    const second = fakeSonner();
    m.toasterMounted(second.sonner);
    expect(second.shown).toEqual([['message', 'Efter', undefined]]);
  });
});
