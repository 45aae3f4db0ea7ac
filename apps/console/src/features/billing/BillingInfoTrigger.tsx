import { billingInfo } from '@starcrew/api-client';
import type { BillingProfile } from '@starcrew/contract';
import { Button } from '@starcrew/ui';
import { useState, type ReactNode } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';
import { BillingInfoModal } from './BillingInfoModal.tsx';

/** A button that loads the stored billing info and opens the modal on it (settings' billing card). */
export function BillingInfoTrigger({ children }: { children: ReactNode }) {
  const { api } = useServices();
  const [profile, setProfile] = useState<BillingProfile | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [isLoading, setLoading] = useState(false);
  const open = async () => {
    setLoading(true);
    const info = await billingInfo(api).catch(() => null);
    setLoading(false);
    if (!info) return;
    setProfile(info.profile);
    setOpen(true);
  };
  return (
    <>
      <Button variant="secondary" size="sm" isPending={isLoading} onPress={() => void open()}>
        {children}
      </Button>
      {isOpen && <BillingInfoModal isOpen onOpenChange={setOpen} profile={profile} onSaved={setProfile} />}
    </>
  );
}
