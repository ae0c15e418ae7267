import { afterEach, describe, expect, it } from 'vitest';
import { rememberedReturn, rememberReturn, safeReturnPath, walletReturningTo } from './return-target';

describe('safeReturnPath', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps a path of the customer area on this site, query and hash included', () => {
    expect(safeReturnPath('/app/listeners/abc')).toBe('/app/listeners/abc');
    expect(safeReturnPath('/app')).toBe('/app');
    expect(safeReturnPath('/app/sessions/1?x=1#y')).toBe('/app/sessions/1?x=1#y');
    // Dot segments are resolved before the area is checked.
    expect(safeReturnPath('/app/../app/wallet')).toBe('/app/wallet');
  });

  it.each([
    ['another site', 'https://evil.example/app/listeners/x'],
    ['a protocol-relative address', '//evil.example/app'],
    ['a backslash the browser reads as a slash', '/\\evil.example/app'],
    ['a tab the URL parser drops', '/\t/evil.example/app'],
    ['a script', 'javascript:alert(1)'],
    ['a path outside the customer area', '/dashboard'],
    ['a look-alike of the area', '/application'],
    ['dot segments that leave the area', '/app/../dashboard'],
    ['a relative path', 'app/listeners/x'],
    ['nothing', ''],
  ])('refuses %s', (_, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('builds the wallet address with the way back encoded', () => {
    expect(walletReturningTo('/app/listeners/a b')).toBe('/app/wallet?next=%2Fapp%2Flisteners%2Fa+b');
  });

  it('remembers the way back per purchase, and checks it again when read', () => {
    rememberReturn('p1', '/app/listeners/abc');
    expect(rememberedReturn('p1')).toBe('/app/listeners/abc');
    expect(rememberedReturn('p2')).toBeNull();
    sessionStorage.setItem('listenwell:purchase-return:p3', 'https://evil.example');
    expect(rememberedReturn('p3')).toBeNull();
  });
});
