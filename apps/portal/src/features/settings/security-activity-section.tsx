import type { AuditEntry } from '@rebond/sdk';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api';
import { SecurityActivity } from './security-activity';

/** How many of the latest audit events Settings shows. */
const SHOWN_EVENTS = 20;

/** Settings: the account's latest audit events, from `GET /users/audit`. */
export function SecurityActivitySection() {
  const [entries, setEntries] = useState<AuditEntry[]>();
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      // One page of the latest events (every read is logged too: the whole log can be long).
      const latest: AuditEntry[] = [];
      for await (const entry of api.users.iterateAudit({ pageSize: SHOWN_EVENTS })) {
        latest.push(entry);
        if (latest.length >= SHOWN_EVENTS) break;
      }
      setEntries(latest);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <SecurityActivity
      status={failed ? 'error' : entries ? 'ready' : 'loading'}
      entries={entries}
      onRetry={() => void load()}
    />
  );
}
