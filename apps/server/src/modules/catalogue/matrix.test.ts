import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARGET_OS_SEGMENT, ZErrorResponse, ZMatrixResult, ZModelDetail } from '@fwmig/contract';
import { createLogin, signIn } from '../../test/identity-factory.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
let token: string;
const UPLOAD = `/api/attachment/upload/${TARGET_OS_SEGMENT}/updateMatrix/attachment`;
const TEMPLATE = `/api/attachment/download/${TARGET_OS_SEGMENT}/updateMatrix/template`;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await createLogin(server.app.database.db, { staffLevel: 'read_write' });
  token = (await signIn(server.baseUrl, server.app.database.db, admin.id)).access_token;
  const json = (path: string, body: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  for (const [version, releaseDate] of [
    ['7.4.4', '2024-05-14'],
    ['7.6.0', '2024-07-25'],
  ]) {
    await json(`/api/${TARGET_OS_SEGMENT}/version/add`, { version, releaseDate });
  }
  await json('/api/model/interface/add', {
    model: 'FortiGate-60F',
    snPrefix: 'FGT60F',
    series: 'Entry-level',
    interfaceList: [{ name: 'wan1', type: 'physical' }],
  });
});
afterAll(() => server.destroy());

async function upload(name: string, content: Buffer | string, type = 'text/csv') {
  const form = new FormData();
  const part = typeof content === 'string' ? content : new Uint8Array(content);
  form.append('files', new Blob([part], { type }), name);
  const response = await fetch(`${server.baseUrl}${UPLOAD}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function model(name: string) {
  const response = await fetch(`${server.baseUrl}/api/model/version/getModelByName`, {
    headers: { authorization: `Bearer ${token}`, model: name },
  });
  return response.status === 200
    ? ZModelDetail.parse(((await response.json()) as { data: unknown }).data)
    : undefined;
}

describe('the model-version matrix upload (spec §7 S7-38)', () => {
  it('a file with a bad row changes nothing and names the row and column', async () => {
    const csv = [
      'Model,Serial prefix,Series,Versions',
      'FortiGate-60F,FGT60F,Entry-level,7.4.4; 7.6.0',
      'FortiGate-100F,FG100F,Mid-range,7.9.9',
      'FortiGate 200F!,FG200F,,7.4.4',
    ].join('\n');
    const answer = await upload('matrix.csv', csv);
    expect(answer.status).toBe(200);
    const result = ZMatrixResult.parse((answer.body as { data: unknown }).data);
    expect(result.applied).toBe(false);
    expect(result.errors).toEqual([
      {
        row: 3,
        column: 'Versions',
        message: 'Version 7.9.9 is not in the catalogue; add it on the Versions page first.',
      },
      expect.objectContaining({ row: 4, column: 'Model' }),
      expect.objectContaining({ row: 4, column: 'Series' }),
    ]);
    expect(await model('FortiGate-100F')).toBeUndefined();
    expect((await model('FortiGate-60F'))?.versions).toEqual([]);
  });

  it('a valid CSV is applied in one go: added, changed and unchanged are reported', async () => {
    const csv = [
      'Model,Serial prefix,Series,Versions',
      'FortiGate-60F,FGT60F,Entry-level,7.4.4; 7.6.0',
      'FortiGate-100F,fg100f,Mid-range,7.6.0',
    ].join('\r\n');
    const result = ZMatrixResult.parse(
      ((await upload('matrix.csv', csv)).body as { data: unknown }).data,
    );
    expect(result).toMatchObject({
      applied: true,
      added: ['FortiGate-100F'],
      changed: ['FortiGate-60F'],
      unchanged: [],
      errors: [],
    });
    expect(await model('FortiGate-60F')).toMatchObject({
      versions: ['7.6.0', '7.4.4'],
      interfaceList: [expect.objectContaining({ name: 'wan1' })],
    });
    expect(await model('FortiGate-100F')).toMatchObject({
      snPrefix: 'FG100F',
      series: 'Mid-range',
      versions: ['7.6.0'],
    });
    const again = ZMatrixResult.parse(
      ((await upload('matrix.csv', csv)).body as { data: unknown }).data,
    );
    expect(again).toMatchObject({
      applied: true,
      added: [],
      changed: [],
      unchanged: ['FortiGate-60F', 'FortiGate-100F'],
    });
  });

  it('the XLSX template holds the catalogue and uploads back unchanged', async () => {
    const response = await fetch(`${server.baseUrl}${TEMPLATE}?format=xlsx`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('model-version-matrix.xlsx');
    const bytes = Buffer.from(await response.arrayBuffer());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Model',
      'Serial prefix',
      'Series',
      'Versions',
    ]);
    const result = ZMatrixResult.parse(
      ((await upload('matrix.xlsx', bytes, 'application/octet-stream')).body as { data: unknown })
        .data,
    );
    expect(result).toMatchObject({ applied: true, added: [], changed: [] });
    expect(result.unchanged).toHaveLength(2);
  });

  it('another kind of file, a wrong header or a file over 5 MB is refused with a clear message', async () => {
    const pdf = await upload('matrix.pdf', '%PDF-1.4', 'application/pdf');
    expect(pdf.status).toBe(415);
    expect(ZErrorResponse.parse(pdf.body).message).toMatch(/neither a \.csv nor a \.xlsx/);
    const header = ZMatrixResult.parse(
      ((await upload('m.csv', 'A,B\n1,2')).body as { data: unknown }).data,
    );
    expect(header.errors[0]).toMatchObject({ row: 1, column: 'header' });
    const big = await upload('big.csv', Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    expect(big.status).toBe(413);
    const broken = await upload(
      'broken.xlsx',
      Buffer.from('not a zip'),
      'application/octet-stream',
    );
    expect(broken.status).toBe(400);
  });
});
