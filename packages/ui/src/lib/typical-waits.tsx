import { createContext, type ReactNode, useContext } from 'react';

/** The waits the screens announce, in seconds, measured on the server (`GET /jobs/typical_durations`). */
export interface TypicalWaits {
  /** From a message to its reply video. */
  replySeconds: number | null;
  /** An avatar's creation. */
  avatarSeconds: number | null;
}

const NONE: TypicalWaits = { replySeconds: null, avatarSeconds: null };
const TypicalWaitsContext = createContext<TypicalWaits>(NONE);

export interface TypicalWaitsProviderProps {
  /** The measured medians; null ones (or no provider) make the screens say no time. */
  waits: TypicalWaits;
  children?: ReactNode;
}

/**
 * Gives the screens below the server's measured waits, so "Creating Video..." and the avatar
 * wizard's status announce the times replies and avatars really take instead of fixed promises.
 */
export function TypicalWaitsProvider({ waits, children }: TypicalWaitsProviderProps) {
  return <TypicalWaitsContext.Provider value={waits}>{children}</TypicalWaitsContext.Provider>;
}

/** The measured waits from the nearest `TypicalWaitsProvider` (none measured without one). */
export function useTypicalWaits(): TypicalWaits {
  return useContext(TypicalWaitsContext);
}
