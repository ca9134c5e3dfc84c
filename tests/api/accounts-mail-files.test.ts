import fs from 'fs';
import os from 'os';
import path from 'path';
import { bootStrapi, TestApp } from '../helpers/strapi';

describe('mail without SMTP: written to files', () => {
  let app: TestApp;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-'));

  beforeAll(async () => {
    app = await bootStrapi({ env: { SMTP_HOST: '', MAIL_DIR: dir } });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes the verification mail as .eml with a readable .txt twin whose link verifies the account', async () => {
    const res = await app.http().post('/api/register').send({ name: 'File Reader', email: 'files@example.test', password: 'file-password', password_confirmation: 'file-password' });
    expect(res.status).toBe(201);
    const files = fs.readdirSync(dir).sort();
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dir, files.find((f) => f.endsWith('.eml'))!), 'utf8');
    expect(eml).toMatch(/^To: files@example\.test$/m);
    expect(eml).toMatch(/Content-Type: text\/html/);
    const txt = fs.readFileSync(path.join(dir, files.find((f) => f.endsWith('.txt'))!), 'utf8');
    expect(txt).toContain('Travel Planner');
    const link = new URL(/http:\/\/localhost:1337\/api\/email\/verify\/\S+/.exec(txt)![0]);
    const verified = await app.http().get(`${link.pathname}${link.search}`);
    expect(verified.body.message).toBe('Email verified successfully');
  });
});
