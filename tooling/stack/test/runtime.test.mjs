import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { checkNodeVersion, pinnedNodeVersion } from '../../scripts/node-version.mjs';
import { defaultServices, repoRoot } from '../lib/services.mjs';

const read = (file) => readFileSync(path.join(repoRoot, file), 'utf8');

test('package.json engines and CI name the version .node-version pins', () => {
  const pinned = pinnedNodeVersion();
  assert.match(pinned, /^v\d+\.\d+\.\d+$/);
  assert.equal(`v${JSON.parse(read('package.json')).engines.node}`, pinned);
  assert.match(read('.github/workflows/ci.yml'), /node-version-file: \.node-version/);
});

test('the test runner itself runs on the pinned Node (pnpm test puts it first on PATH)', () => {
  assert.equal(process.version, pinnedNodeVersion());
});

test('another Node is refused with a message that says how to get the pinned one', () => {
  const result = checkNodeVersion('v20.20.2', 'v26.12.1');
  assert.equal(result.ok, false);
  assert.match(result.message, /v20\.20\.2 is running/);
  assert.match(result.message, /tooling\/scripts\/setup\.sh/);
  assert.equal(checkNodeVersion('v26.12.1', 'v26.12.1').ok, true);
});

test('pnpm start runs every Node service on the binary that runs the supervisor', () => {
  for (const service of defaultServices()) {
    assert.equal(service.command[0], process.execPath, service.name);
  }
});
