// i18next's own format has one plural variable, `count`, and select as `context`: the caller maps the
// ICU message's variables onto them (part of B's cost: the call sites know the message's shape).
const countOf: Record<string, string> = {
  'wallet.lowBalance': 'minutes',
  'session.ended': 'minutes',
  'auth.codeSent': 'minutes',
  'session.timeLeft': 'seconds',
  'directory.rate': 'rate',
};
export const i18nextArgs = (id: string, values: Record<string, string | number>) => {
  const args: Record<string, string | number> = { ...values };
  const countName = countOf[id];
  if (countName) args.count = values[countName]!;
  if (id === 'requests.from' && (values.role === 'customer' || values.role === 'listener'))
    args.context = values.role;
  return args;
};
