import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  apiParameterString,
  apiSignature,
  checkoutParameterString,
  checkoutSignature,
  itnParameterString,
  itnSignature,
  signaturesMatch,
  type FormFields,
} from './payfast-signature.js';

interface Vector {
  readonly id: string;
  readonly kind: 'checkout' | 'itn' | 'api';
  readonly status: string;
  readonly passphrase: string | null;
  readonly fields: Readonly<Record<string, string>>;
  readonly param_string: string;
  readonly signature: string;
}

/** A copy of shared/reference/payfast-vectors.json: published PayFast signatures and ones computed from its rules. */
const vectors = JSON.parse(
  readFileSync(new URL('../../../tests/fixtures/payfast-vectors.json', import.meta.url), 'utf8'),
) as Vector[];
const ofKind = (kind: Vector['kind']): Vector[] => vectors.filter((vector) => vector.kind === kind);
const pairs = (fields: Readonly<Record<string, string>>): FormFields => Object.entries(fields);
const passphraseSuffix = (passphrase: string | null): string =>
  passphrase === null ? '' : `&passphrase=${passphrase}`;

describe('the PayFast test vectors', () => {
  it('are all asserted below: every kind is one this module signs', () => {
    expect(vectors.length).toBe(7);
    expect(ofKind('checkout').length + ofKind('itn').length + ofKind('api').length).toBe(vectors.length);
  });
});

describe('checkoutSignature', () => {
  it.each(ofKind('checkout').map((vector) => [vector.id, vector] as const))('reproduces %s', (_id, vector) => {
    expect(checkoutParameterString(pairs(vector.fields), vector.passphrase)).toBe(vector.param_string);
    expect(checkoutSignature(pairs(vector.fields), vector.passphrase)).toBe(vector.signature);
  });

  const chk1 = vectors.find((vector) => vector.id === 'PF-CHK-1') as Vector;
  const chk2 = vectors.find((vector) => vector.id === 'PF-CHK-2') as Vector;

  it('signs in the documented order whatever order the fields come in', () => {
    const shuffled = [...pairs(chk1.fields)].reverse();
    expect(checkoutSignature(shuffled, null)).toBe(chk1.signature);
  });

  it('drops blank and whitespace-only values (PF-CHK-2 is PF-CHK-1 with name_first blank)', () => {
    expect(checkoutSignature(pairs({ ...chk1.fields, name_first: '' }), null)).toBe(chk2.signature);
    expect(checkoutSignature(pairs({ ...chk1.fields, name_first: '   ' }), null)).toBe(chk2.signature);
  });

  it('trims values, keeps a "0", and leaves unsigned fields such as signature and setup out', () => {
    const base = pairs({ merchant_id: '10000100', amount: '5.00', item_name: 'Plan', cycles: '0' });
    expect(checkoutParameterString(base, null)).toBe('merchant_id=10000100&amount=5.00&item_name=Plan&cycles=0');
    const padded = pairs({
      merchant_id: ' 10000100 ',
      amount: '5.00\n',
      item_name: 'Plan',
      cycles: '0',
      signature: 'abc',
      setup: '{"split":1}',
    });
    expect(checkoutSignature(padded, null)).toBe(checkoutSignature(base, null));
  });

  it('appends a trimmed, encoded passphrase at the end, and treats a blank one as none', () => {
    const fields = pairs({ merchant_id: '10000100', amount: '5.00' });
    expect(checkoutParameterString(fields, ' pass/word ')).toBe(
      'merchant_id=10000100&amount=5.00&passphrase=pass%2Fword',
    );
    expect(checkoutSignature(fields, '  ')).toBe(checkoutSignature(fields, null));
  });

  it('puts custom_int fields before custom_str fields, as documented', () => {
    const fields = pairs({ custom_str1: 's', custom_int1: '1', item_description: 'd' });
    expect(checkoutParameterString(fields, null)).toBe('item_description=d&custom_int1=1&custom_str1=s');
  });

  it('reproduces the sandbox example form of PayFast (test vector PF-CHK-6, sandbox passphrase)', () => {
    const form = pairs({
      merchant_id: '10000100',
      merchant_key: '46f0cd694581a',
      return_url: 'https://example.com/return',
      cancel_url: 'https://example.com/cancel',
      notify_url: 'https://example.com/payfast/itn',
      name_first: 'Jane',
      name_last: 'Doe',
      email_address: 'jane+test@example.com',
      m_payment_id: 'INV-0001',
      amount: '199.00',
      item_name: 'Pro plan (monthly)',
      custom_str1: 'user:42',
    });
    expect(checkoutSignature(form, 'jt7NOE43FZPn')).toBe('b5f85a056c86739dc77e2e2f30d8bf98');
  });

  it('refuses a signed field given twice', () => {
    expect(() =>
      checkoutSignature(
        [
          ['amount', '5.00'],
          ['amount', '6.00'],
        ],
        null,
      ),
    ).toThrow('amount is given more than once');
  });
});

describe('itnSignature', () => {
  it.each(ofKind('itn').map((vector) => [vector.id, vector] as const))('reproduces %s', (_id, vector) => {
    expect(itnParameterString(pairs(vector.fields)) + passphraseSuffix(vector.passphrase)).toBe(vector.param_string);
    expect(itnSignature(pairs(vector.fields), vector.passphrase)).toBe(vector.signature);
  });

  const itn1 = vectors.find((vector) => vector.id === 'PF-ITN-1') as Vector;

  it('stops at the signature field: what follows it is not signed', () => {
    const posted: FormFields = [...pairs(itn1.fields), ['signature', itn1.signature], ['extra', 'x']];
    expect(itnParameterString(posted)).toBe(itn1.param_string);
    expect(itnSignature(posted, null)).toBe(itn1.signature);
  });

  it('signs in the order received, unlike the checkout rule', () => {
    const swapped = [...pairs(itn1.fields)];
    [swapped[0], swapped[1]] = [swapped[1] as readonly [string, string], swapped[0] as readonly [string, string]];
    expect(itnSignature(swapped, null)).not.toBe(itn1.signature);
  });

  it('does not trim values: a value changed only by a space is a different notification', () => {
    expect(itnSignature(pairs({ ...itn1.fields, name_first: 'Tom ' }), null)).not.toBe(itn1.signature);
  });
});

describe('apiSignature', () => {
  it.each(ofKind('api').map((vector) => [vector.id, vector] as const))('reproduces %s', (_id, vector) => {
    expect(apiParameterString(vector.fields, vector.passphrase as string)).toBe(vector.param_string);
    expect(apiSignature(vector.fields, vector.passphrase as string)).toBe(vector.signature);
  });

  it('sorts by name and drops blank values', () => {
    expect(apiParameterString({ b: '2', a: '1', c: ' ' }, 'p')).toBe('a=1&b=2&passphrase=p');
  });
});

describe('signaturesMatch', () => {
  it('matches equal hex whatever its case, and nothing else', () => {
    expect(signaturesMatch('4078BCA2c8987e0e0c4e7230f2f46323', '4078bca2c8987e0e0c4e7230f2f46323')).toBe(true);
    expect(signaturesMatch('4078bca2c8987e0e0c4e7230f2f46324', '4078bca2c8987e0e0c4e7230f2f46323')).toBe(false);
    expect(signaturesMatch('4078bca2', '4078bca2c8987e0e0c4e7230f2f46323')).toBe(false);
    expect(signaturesMatch('', '4078bca2c8987e0e0c4e7230f2f46323')).toBe(false);
  });
});
