import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from './messages/index.ts';
import { hasReadOnlyEcho, readOnlyEcho, readOnlyEchoRefusal } from './read-only-echo.ts';

const readModel = z.object({
  id: z.string(),
  name: z.string(),
  user: z.object({ email: z.string() }),
  tags: z.array(z.string()),
  createdAt: z.string(),
});
const echo = readOnlyEcho(readModel.shape, { name: z.string() });
const stored = {
  id: 'a',
  name: 'Asha',
  user: { email: 'asha@example.test' },
  tags: ['x', 'y'],
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('readOnlyEcho', () => {
  it("lists the read model's fields the write does not edit, and lets them through the schema", () => {
    expect(echo.fields).toEqual(['id', 'user', 'tags', 'createdAt']);
    const body = z.strictObject({ name: z.string(), ...echo.shape }).parse({ ...stored, name: 'B' });
    expect(body).toEqual({ ...stored, name: 'B' });
  });

  it('accepts unchanged echoes (deeply equal; a timestamp in another offset for the same instant)', () => {
    expect(readOnlyEchoRefusal({ ...stored, name: 'B' }, stored, echo.fields)).toBeNull();
    expect(readOnlyEchoRefusal({ createdAt: '2026-03-01T15:30:00+05:30' }, stored, echo.fields)).toBeNull();
    expect(readOnlyEchoRefusal({ name: 'B' }, stored, echo.fields)).toBeNull();
  });

  it('refuses changed ones, naming each in field order', () => {
    expect(
      readOnlyEchoRefusal(
        { createdAt: '2026-03-01T10:00:01.000Z', user: { email: 'other@example.test' }, tags: ['x'] },
        stored,
        echo.fields,
      ),
    ).toBe(messages.readOnly.fieldsChanged(['user', 'tags', 'createdAt']));
    expect(readOnlyEchoRefusal({ id: null }, stored, echo.fields)).toBe(
      messages.readOnly.fieldsChanged(['id']),
    );
    expect(readOnlyEchoRefusal({ user: { email: 'asha@example.test', extra: 1 } }, stored, echo.fields)).toBe(
      messages.readOnly.fieldsChanged(['user']),
    );
    expect(readOnlyEchoRefusal({ tags: 'x,y' }, stored, echo.fields)).toBe(
      messages.readOnly.fieldsChanged(['tags']),
    );
  });

  it('a string that is not a timestamp must match exactly', () => {
    expect(readOnlyEchoRefusal({ id: 'A' }, stored, echo.fields)).toBe(
      messages.readOnly.fieldsChanged(['id']),
    );
  });

  it('knows whether a body echoes anything', () => {
    expect(hasReadOnlyEcho({ name: 'B' }, echo.fields)).toBe(false);
    expect(hasReadOnlyEcho({ name: 'B', id: 'a' }, echo.fields)).toBe(true);
  });
});
