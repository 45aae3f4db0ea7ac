import { billingInfo } from '@starcrew/api-client';
import type { BillingProfile } from '@starcrew/contract';
import { Button } from '@starcrew/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';

/**
 * The modal's module, fetched on intent (the pointer entering the button, focus reaching it) or
 * with the press, alongside the stored info, not with the settings page (issue 18; DECISIONS.md,
 * "The billing info modal loads on intent"). A failed fetch is Vite's preload error
 * (app/preloadError.ts).
 */
const loadModal = () => import('./BillingInfoModal.tsx');
const BillingInfoModal = lazy(() => loadModal().then((m) => ({ default: m.BillingInfoModal })));
/** Only a head start: the render that needs the module loads it again and reports the error. */
const preloadModal = () => void loadModal().catch(() => undefined);

/** A button that loads the stored billing info and opens the modal on it (settings' billing card). */
export function BillingInfoTrigger({ children }: { children: ReactNode }) {
  const { api } = useServices();
  const [profile, setProfile] = useState<BillingProfile | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [isLoading, setLoading] = useState(false);
  const open = async () => {
    preloadModal();
    setLoading(true);
    const info = await billingInfo(api).catch(() => null);
    setLoading(false);
    if (!info) return;
    setProfile(info.profile);
    setOpen(true);
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        isPending={isLoading}
        onHoverStart={preloadModal}
        onFocus={preloadModal}
        onPress={() => void open()}
      >
        {children}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <BillingInfoModal isOpen onOpenChange={setOpen} profile={profile} onSaved={setProfile} />
        </Suspense>
      )}
    </>
  );
}
