import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { MemberImportPreview, MemberImportView } from '@koinonia/contracts';
import { createApp } from '../app.factory';
import { readConfig } from '../platform/config/app-config';
import { DEMO_PASSWORD } from '../modules/demo';

export interface MemberImportFigures {
  rows: number;
  /** Upload answered: the file read, every row checked and matched against the directory. */
  uploadMs: number;
  /** From the commit's answer to the job's last row recorded, as the page's poll sees it. */
  jobMs: number;
  /** Upload, commit and job: what a person waits in all. */
  totalMs: number;
  created: number;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A realistic member file: names, unique emails, phones, addresses, ministries; semicolons, as a European spreadsheet saves it. */
function memberFile(rows: number): string {
  const lines = ['Full Name;E-mail;Mobile;Address;Ministry'];
  const ministries = ['Worship', 'Youth', 'Children', 'Outreach', 'Care'];
  for (let i = 0; i < rows; i++) {
    const phone = `(217) 555-${String(1000 + (i % 9000)).padStart(4, '0')}`;
    lines.push(`Person ${i} Imported;person.${i}@bench.example;${phone};${i} Bench Street, Springfield;${ministries[i % ministries.length]}`);
  }
  return lines.join('\r\n');
}

/** POST /api/imports/members with `rows` people, commit, and follow the job to the end over HTTP, as the page does. */
export async function benchMemberImport(dir: string, rows = 10_000): Promise<MemberImportFigures> {
  const dataDir = mkdtempSync(join(dir, 'member-import-'));
  const app = await createApp(readConfig({ DATA_DIR: dataDir, FRONTEND_DIST: join(dataDir, 'none') }), { logger: false, demoMemberCount: 20 });
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'staff@demo.church', password: DEMO_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const form = new FormData();
    form.append('file', new Blob([memberFile(rows)], { type: 'text/csv' }), 'people.csv');

    const started = Date.now();
    const uploaded = await fetch(`${url}/api/imports/members`, { method: 'POST', headers: { cookie }, body: form });
    if (uploaded.status !== 201) throw new Error(`Upload answered ${uploaded.status}: ${await uploaded.text()}`);
    const preview = (await uploaded.json()) as MemberImportPreview;
    const uploadMs = Date.now() - started;
    if (preview.counts.create !== rows) throw new Error(`Preview would create ${preview.counts.create} of ${rows}`);

    const committed = await fetch(`${url}/api/imports/members/${preview.id}/commit`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ duplicates: 'skip' }),
    });
    if (committed.status !== 202) throw new Error(`Commit answered ${committed.status}: ${await committed.text()}`);
    const jobStarted = Date.now();
    let view: MemberImportView;
    for (;;) {
      view = (await (await fetch(`${url}/api/imports/members/${preview.id}`, { headers: { cookie } })).json()) as MemberImportView;
      if (view.status === 'completed') break;
      await pause(100);
    }
    const done = Date.now();
    return { rows, uploadMs, jobMs: done - jobStarted, totalMs: done - started, created: view.counts.created };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
