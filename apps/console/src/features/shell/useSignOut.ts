import { pathFor } from '@starcrew/machines';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';

/** Spec section 4: sign out logs out and goes to login. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const { session } = useServices();
  return useCallback(() => {
    session.send({ type: 'session.logout' });
    void navigate(pathFor('auth.login'));
  }, [navigate, session]);
}
