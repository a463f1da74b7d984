import { ZInterfaceInput, ZModelName, ZSnPrefix, ZVersion } from '@fwmig/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { listModels } from './models.service.js';
import { ensureSeedCatalogue } from './seed-catalogue.js';
import { SEED_MATRIX, SEED_MODELS, SEED_VERSIONS } from './seed-data.js';
import { listVersionsWithModels } from './versions.service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.destroy());

describe('the seed catalogue', () => {
  it('is valid by the same rules the API applies', () => {
    const prefixes = new Set<string>();
    for (const model of SEED_MODELS) {
      expect(ZModelName.safeParse(model.model).success, model.model).toBe(true);
      expect(ZSnPrefix.parse(model.snPrefix)).toBe(model.snPrefix);
      expect(prefixes.has(model.snPrefix), model.snPrefix).toBe(false);
      prefixes.add(model.snPrefix);
      const names = model.interfaces.map((port) => ZInterfaceInput.parse(port).name.toLowerCase());
      expect(new Set(names).size, `${model.model} repeats a port name`).toBe(names.length);
    }
    const versions = new Set(SEED_VERSIONS.map((v) => ZVersion.parse(v.version)));
    for (const [model, list] of Object.entries(SEED_MATRIX)) {
      expect(
        SEED_MODELS.some((m) => m.model === model),
        model,
      ).toBe(true);
      for (const version of list) expect(versions.has(version), `${model} ${version}`).toBe(true);
    }
  });

  it('fills an empty catalogue once and leaves it alone after', async () => {
    const db = server.app.database.db;
    expect(await ensureSeedCatalogue(db)).toBe(true);
    expect(await ensureSeedCatalogue(db)).toBe(false);
    expect((await listModels(db)).length).toBe(SEED_MODELS.length);
    const matrix = await listVersionsWithModels(db);
    expect(matrix.length).toBe(SEED_VERSIONS.length);
    const pairs = matrix.reduce((sum, v) => sum + v.models.length, 0);
    expect(pairs).toBe(Object.values(SEED_MATRIX).reduce((sum, list) => sum + list.length, 0));
  });
});
