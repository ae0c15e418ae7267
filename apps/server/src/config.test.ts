import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      seedDemo: true,
      iceServers: [],
      uploadMaxBytes: 5_242_880,
      purchasesPerMinute: 5,
      billing: {
        defaultCoinsPerMinute: 4,
        listenerSharePercent: 60,
        graceSeconds: 15,
        coinValuePaise: 100,
        minWithdrawalRupees: 100,
        sessionRequestTtlSeconds: 60,
      },
    });
  });

  it('listens on loopback by default, and serves demo accounts only there', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).seedDemo).toBe(false);
    expect(loadConfig({ HOST: '::1', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(() => loadConfig({ HOST: '0.0.0.0', SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO: .*only served on a loopback HOST/,
    );
    expect(() => loadConfig({ HOST: '192.168.1.5', SEED_DEMO: 'true', NODE_ENV: 'production' })).toThrow(
      ConfigError,
    );
  });

  it('uses Razorpay only with all three keys and PUBLIC_URL, and the test mode with none', () => {
    const seller = {
      SELLER_LEGAL_NAME: 'ListenWell Private Limited',
      SELLER_ADDRESS: '1 Road, Pune',
      SELLER_GSTIN: '27AAPFU0939F1ZV',
    };
    const keys = {
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
      ...seller,
    };
    expect(loadConfig({}).razorpay).toBeUndefined();
    expect(loadConfig({}).payments).toEqual({ checkAfterSeconds: 300, expireAfterSeconds: 1800 });
    expect(loadConfig({ ...keys, PUBLIC_URL: 'https://listenwell.example/' }).razorpay).toEqual({
      keyId: 'rzp_test_1',
      keySecret: 'secret',
      webhookSecret: 'hook',
      baseUrl: 'https://api.razorpay.com',
      timeoutMs: 10_000,
      publicUrl: 'https://listenwell.example',
    });
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_1', PUBLIC_URL: 'https://x.example' })).toThrow(
      /set all three or none/,
    );
    expect(() => loadConfig(keys)).toThrow(/PUBLIC_URL: required with the Razorpay keys/);
    expect(() => loadConfig({ RAZORPAY_BASE_URL: 'ftp://x' })).toThrow(/RAZORPAY_BASE_URL/);
  });

  it('sends payouts through RazorpayX only with its account number and the Razorpay keys', () => {
    const keys = {
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
      PUBLIC_URL: 'https://listenwell.example',
      SELLER_LEGAL_NAME: 'L',
      SELLER_ADDRESS: 'A',
      SELLER_GSTIN: '27AAPFU0939F1ZV',
    };
    expect(loadConfig(keys).razorpay?.payoutAccountNumber).toBeUndefined();
    expect(
      loadConfig({ ...keys, RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316' }).razorpay?.payoutAccountNumber,
    ).toBe('7878780080316316');
    expect(() => loadConfig({ RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316' })).toThrow(
      /RAZORPAYX_ACCOUNT_NUMBER: needs RAZORPAY_KEY_ID/,
    );
    expect(() => loadConfig({ ...keys, RAZORPAYX_ACCOUNT_NUMBER: '7878 7800' })).toThrow(
      /RAZORPAYX_ACCOUNT_NUMBER: must be the account number/,
    );
  });

  it('has demo receipt settings for test mode, and refuses real payments without the seller', () => {
    expect(loadConfig({}).receipts).toEqual({
      sellerLegalName: 'ListenWell Demo Private Limited',
      sellerAddress: '1 Demo Road, Bengaluru, Karnataka 560001, India',
      sellerGstin: '29AAACL0000A1ZJ',
      sacCode: '999799',
      gstPercent: 18,
      gstSplit: 'CGST_SGST',
      seriesPrefix: 'LW',
    });
    const live = {
      RAZORPAY_KEY_ID: 'rzp_live_1',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
      PUBLIC_URL: 'https://listenwell.example',
    };
    expect(() => loadConfig(live)).toThrow(
      /SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_GSTIN: required with the Razorpay keys/,
    );
    expect(() =>
      loadConfig({ ...live, SELLER_LEGAL_NAME: 'L', SELLER_ADDRESS: 'A', SELLER_GSTIN: '27AAPFU0939F1ZW' }),
    ).toThrow(/SELLER_GSTIN: must be a GSTIN/);
    expect(() => loadConfig({ SELLER_GSTIN: '27aapfu0939f1zv' })).toThrow(/SELLER_GSTIN: must be a GSTIN/);
    expect(
      loadConfig({ ...live, SELLER_LEGAL_NAME: 'L', SELLER_ADDRESS: 'A', SELLER_GSTIN: '27AAPFU0939F1ZV' })
        .receipts.sellerGstin,
    ).toBe('27AAPFU0939F1ZV');
    expect(() => loadConfig({ GST_PERCENT: '18.5' })).toThrow(/GST_PERCENT: must be a whole number/);
    expect(() => loadConfig({ GST_SPLIT: 'VAT' })).toThrow(/GST_SPLIT: must be one of CGST_SGST, IGST/);
    expect(() => loadConfig({ SAC_CODE: '12345' })).toThrow(/SAC_CODE/);
    expect(() => loadConfig({ RECEIPT_SERIES_PREFIX: 'lw/x' })).toThrow(/RECEIPT_SERIES_PREFIX/);
  });

  it('turns demo data off by default on PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'nonsense'],
    ['SMTP_URL', 'http://mail'],
    ['SEED_DEMO', 'maybe'],
    ['ICE_SERVERS', '{not json'],
    ['ICE_SERVERS', '[{"nope":1}]'],
    ['LISTENER_SHARE_PERCENT', '150'],
    ['JWT_SECRET', 'short'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['METRICS_TOKEN', 'too-short'],
    ['METRICS_PORT', '-1'],
    ['PURCHASES_PER_MINUTE', '0'],
  ])('stops with a message naming %s for the bad value %s', (name, value) => {
    const env = { [name]: value, ...(name === 'ADMIN_EMAIL' ? { ADMIN_PASSWORD: 'long-enough' } : {}) };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.test' })).toThrow(/ADMIN_EMAIL, ADMIN_PASSWORD/);
    expect(loadConfig({ ADMIN_EMAIL: 'A@B.test', ADMIN_PASSWORD: 'long-enough' }).admin).toEqual({
      email: 'a@b.test',
      password: 'long-enough',
      name: 'Administrator',
    });
  });

  it('serves metrics only when told how: a token, a loopback port, never the main port', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    expect(loadConfig({ METRICS_TOKEN: '', METRICS_PORT: '0' }).metrics).toEqual({
      token: undefined,
      port: undefined,
    });
    expect(loadConfig({ METRICS_TOKEN: 'a-long-scrape-token', METRICS_PORT: '9464' }).metrics).toEqual({
      token: 'a-long-scrape-token',
      port: 9464,
    });
    expect(() => loadConfig({ PORT: '9464', METRICS_PORT: '9464' })).toThrow(/METRICS_PORT: must not be/);
  });

  it('lists every bad setting at once', () => {
    expect(() => loadConfig({ PORT: 'x', SEED_DEMO: 'x' })).toThrow(/PORT:[\s\S]*SEED_DEMO:/);
  });
});
