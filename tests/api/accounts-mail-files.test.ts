import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { accounts } from '../../src/plugins/accounts/public';

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
    const res = await app.http().post('/api/register').send({
      name: 'File Reader',
      email: 'files@example.test',
      password: 'file-password',
      password_confirmation: 'file-password',
    });
    expect(res.status).toBe(201);
    // The verification mail leaves in the background: wait for it to be handed over.
    await accounts(app.strapi).mailer.drain();
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

describe('mail with SMTP down', () => {
  let app: TestApp;
  let closedPort: number;

  beforeAll(async () => {
    // A port that was just free: nothing listens there, every SMTP connection is refused.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as net.AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    app = await bootStrapi({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(closedPort), SMTP_IGNORE_TLS: 'true' },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('still registers, and answers forgot-password alike for known and unknown addresses', async () => {
    const res = await app.http().post('/api/register').send({
      name: 'No Mail',
      email: 'nomail@example.test',
      password: 'nomail-password',
      password_confirmation: 'nomail-password',
    });
    expect(res.status).toBe(201);
    const known = await app.http().post('/api/forgot-password').send({ email: 'nomail@example.test' });
    const unknown = await app.http().post('/api/forgot-password').send({ email: 'nobody@example.test' });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual(unknown.body);
    await accounts(app.strapi).mailer.drain();
  });

  it('tells the client when the mail it asked for could not be sent (resend → 503 upstream_unavailable)', async () => {
    const login = await app
      .http()
      .post('/api/login')
      .send({ email: 'nomail@example.test', password: 'nomail-password' });
    const res = await app
      .http()
      .post('/api/email/resend')
      .set('Authorization', `Bearer ${login.body.data.token}`);
    expect(res.status).toBe(503);
    expect(res.body.error.type).toBe('upstream_unavailable');
  });
});
