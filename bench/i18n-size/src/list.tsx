import { useState } from 'react';
import { ids, valuesFor } from './messages.mjs';

export type Format = (id: string, values: Record<string, string | number>) => string;

// Each variant renders the same 20 messages; the values come from state so nothing is folded at build time.
export function MessageList({ format }: { format: Format }) {
  const [n, setN] = useState(() => Date.now() % 7);
  return (
    <ul onClick={() => setN(n + 1)}>
      {ids.map((id) => (
        <li key={id}>{format(id, valuesFor(n))}</li>
      ))}
    </ul>
  );
}
