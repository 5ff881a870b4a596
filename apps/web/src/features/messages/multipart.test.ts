import { describe, expect, it } from 'vitest';
import { uploadFormData } from './multipart';

describe('uploadFormData', () => {
  it('puts the operation with a null file slot, the map and the file in that order', async () => {
    const file = new File(['%PDF-1.4 body'], '履歴書.pdf', { type: 'application/pdf' });
    const form = uploadFormData(
      {
        query: 'mutation Up($input: X!) { up(input: $input) { id } }',
        operationName: 'Up',
        variables: { input: { roomId: '7' } },
      },
      'input.file',
      file,
      file.name,
    );
    expect([...form.keys()]).toEqual(['operations', 'map', '0']);
    expect(JSON.parse(String(form.get('operations')))).toEqual({
      query: 'mutation Up($input: X!) { up(input: $input) { id } }',
      operationName: 'Up',
      variables: { input: { roomId: '7', file: null } },
    });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.input.file'] });
    const part = form.get('0') as File;
    expect(part.name).toBe('履歴書.pdf');
    expect(part.type).toBe('application/pdf');
    expect(await part.text()).toBe('%PDF-1.4 body');
  });

  it('leaves the caller’s variables untouched', () => {
    const variables = { input: { roomId: '1' } };
    uploadFormData(
      { query: 'q', operationName: undefined, variables },
      'input.file',
      new Blob(['x']),
      'a.txt',
    );
    expect(variables).toEqual({ input: { roomId: '1' } });
  });
});
