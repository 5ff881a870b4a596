import assert from 'node:assert/strict';
import { test } from 'node:test';
import nodemailer from 'nodemailer';
import { startMailCatcher } from '../index.mjs';

test('receives a mail over SMTP as its own process, lists it, forgets it on request and stops', {
  timeout: 60_000,
}, async () => {
  const catcher = await startMailCatcher();
  try {
    const transport = nodemailer.createTransport(catcher.smtpUrl);
    await transport.sendMail({
      from: 'noreply@example.com',
      to: 'member@example.com',
      subject: 'スカウトが届きました',
      text: '本文です',
      headers: { 'List-Unsubscribe': '<https://example.com/u>' },
    });
    transport.close();
    const [mail, ...rest] = await catcher.mails();
    assert.equal(rest.length, 0);
    assert.deepEqual(mail.to, ['member@example.com']);
    assert.equal(mail.subject, 'スカウトが届きました');
    assert.equal(mail.text.trim(), '本文です');
    assert.equal(mail.headers['list-unsubscribe'], '<https://example.com/u>');
    await catcher.clear();
    assert.deepEqual(await catcher.mails(), []);
  } finally {
    await catcher.stop();
  }
  assert.throws(() => process.kill(catcher.pid, 0), /ESRCH/);
  await assert.rejects(fetch(`${catcher.httpUrl}/healthz`));
});
