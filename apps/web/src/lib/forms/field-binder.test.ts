import { describe, expect, it } from 'vitest';
import { fieldBinder } from './field-binder';

type Values = { zipCode: string; prefectureId: string };

function binderOf(values: Values) {
  const changes: Array<[keyof Values, string]> = [];
  const set =
    <K extends keyof Values>(field: K) =>
    (value: Values[K]) => {
      changes.push([field, value]);
    };
  const bind = fieldBinder(values, set, (field) =>
    field === 'zipCode' ? '郵便番号を入力してください' : undefined,
  );
  return { bind, changes };
}

describe('fieldBinder', () => {
  it('binds a field that reports a change event', () => {
    const { bind, changes } = binderOf({ zipCode: '530', prefectureId: '27' });
    const bound = bind('prefectureId');
    expect(bound).toMatchObject({ name: 'prefectureId', value: '27', error: undefined });
    bound.onChange({ target: { value: '13' } });
    expect(changes).toEqual([['prefectureId', '13']]);
  });

  it('binds a field that reports its value through the setter', () => {
    const { bind, changes } = binderOf({ zipCode: '530', prefectureId: '' });
    const bound = bind.valued('zipCode');
    expect(bound).toMatchObject({
      name: 'zipCode',
      value: '530',
      error: '郵便番号を入力してください',
    });
    expect(bound).not.toHaveProperty('onChange');
    bound.onValueChange('530-0001');
    expect(changes).toEqual([['zipCode', '530-0001']]);
  });

  it('binds a radio group to its choice, null before one', () => {
    const { bind, changes } = binderOf({ zipCode: '', prefectureId: '' });
    expect(bind.choice('prefectureId')).toMatchObject({ value: null, error: undefined });
    bind.choice('prefectureId').onChange('27');
    expect(changes).toEqual([['prefectureId', '27']]);
  });
});
