import type { ApiError } from '@starcrew/api-client';
import type { Role } from '@starcrew/contract';

/** What the plan-limit dialog says: the server's message, and whether the reader may upgrade. */
export interface PlanLimitPrompt {
  /** The server's text, already in the reader's language ("Your Essential plan allows up to 5 team members…"). */
  message: string;
  /** The owner (super manager) manages billing: only he is offered the plans. */
  canUpgrade: boolean;
}

/**
 * Which error becomes the prompt: a 403 PlanLimitReached only (the API client's `planLimit`
 * kind). Every other failure keeps its usual handling (toast, form, redirect).
 */
export function planLimitPromptFor(
  error: Pick<ApiError, 'kind' | 'message'>,
  role: Role | undefined,
): PlanLimitPrompt | null {
  if (error.kind !== 'planLimit') return null;
  return { message: error.message, canUpgrade: role === 'super_manager' };
}

type Listener = () => void;

/**
 * The one prompt on screen, outside React so the API client's callback can open it: the dialog
 * mounted in the manager layout listens. A newer prompt replaces an open one (said once). One per
 * console, created with its services (`Services.planLimitPrompts`), not a module-level store.
 */
export function createPlanLimitPrompts() {
  let current: PlanLimitPrompt | null = null;
  const listeners = new Set<Listener>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    /** Opens the prompt; false when no dialog is mounted to show it (the caller says it otherwise). */
    show(prompt: PlanLimitPrompt): boolean {
      if (listeners.size === 0) return false;
      current = prompt;
      notify();
      return true;
    },
    dismiss(): void {
      if (current === null) return;
      current = null;
      notify();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): PlanLimitPrompt | null => current,
  };
}

export type PlanLimitPrompts = ReturnType<typeof createPlanLimitPrompts>;
