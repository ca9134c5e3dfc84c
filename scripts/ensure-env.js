#!/usr/bin/env node
/**
 * Generates the secrets of CONTRACT §9 that are missing into `.env` (never committed).
 * Values already present in `.env` or in the process environment are left alone.
 */
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const SECRETS = {
  APP_KEYS: () => Array.from({ length: 4 }, () => crypto.randomBytes(16).toString('base64')).join(','),
  JWT_SECRET: () => crypto.randomBytes(32).toString('base64'),
  ADMIN_JWT_SECRET: () => crypto.randomBytes(32).toString('base64'),
  API_TOKEN_SALT: () => crypto.randomBytes(16).toString('base64'),
  TRANSFER_TOKEN_SALT: () => crypto.randomBytes(16).toString('base64'),
  ENCRYPTION_KEY: () => crypto.randomBytes(32).toString('base64'),
  PAYMENT_HMAC_SECRET: () => crypto.randomBytes(32).toString('hex'),
  REALTIME_APP_SECRET: () => crypto.randomBytes(32).toString('hex'),
};

const parse = (text) => {
  const values = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=(.*)$/.exec(line);
    if (match) values[match[1]] = match[2].trim();
  }
  return values;
};

const ensureEnv = (file = process.env.ENV_PATH || path.join(process.cwd(), '.env')) => {
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const present = parse(existing);
  const added = [];
  for (const [name, make] of Object.entries(SECRETS)) {
    if (present[name] || process.env[name]) continue;
    added.push(`${name}=${make()}`);
  }
  if (added.length > 0) {
    const prefix =
      existing === ''
        ? '# Generated on first start; never commit this file.\n'
        : existing.endsWith('\n')
          ? ''
          : '\n';
    fs.writeFileSync(file, `${existing}${prefix}${added.join('\n')}\n`, { mode: 0o600 });
    console.log(
      `Generated ${added.map((line) => line.split('=')[0]).join(', ')} into ${path.relative(process.cwd(), file) || file}`,
    );
  }
  return file;
};

/** Loads `.env` into the process environment as Strapi does: a variable already set wins. */
const loadEnv = (file) => {
  const values = fs.existsSync(file) ? parse(fs.readFileSync(file, 'utf8')) : {};
  for (const [name, value] of Object.entries(values))
    if (process.env[name] === undefined) process.env[name] = value.replace(/^(['"])(.*)\1$/, '$2');
};

if (require.main === module) ensureEnv();

module.exports = { ensureEnv, loadEnv, SECRETS };
