import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

/**
 * Just enough of an SMTP server (RFC 5321, no TLS, no auth) to receive what nodemailer sends, so
 * the SMTP_URL path is tested against a real socket and a real protocol exchange.
 */
function startSmtpServer() {
  const received: Array<{ from: string; to: string[]; data: string }> = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 test.smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let newline = buffer.indexOf('\r\n');
      while (newline !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
        } else {
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test.smtp\r\n250 8BITMIME\r\n');
          else if (verb === 'MAIL') {
            current.from = line;
            socket.write('250 ok\r\n');
          } else if (verb === 'RCPT') {
            current.to.push(line);
            socket.write('250 ok\r\n');
          } else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go on\r\n');
          } else if (verb === 'QUIT') {
            socket.end('221 bye\r\n');
          } else socket.write('250 ok\r\n');
        }
        newline = buffer.indexOf('\r\n');
      }
    });
  });
  return { server, received };
}

describe('mailer', () => {
  const smtp = startSmtpServer();
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    const address = smtp.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

  it('with SMTP_URL, sends a real message through the SMTP server', async () => {
    const logged: unknown[] = [];
    const mailer = await createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Pintrip <no-reply@pintrip.test>' },
      { info: (...args: unknown[]) => logged.push(args) },
    );
    await mailer.send({
      to: 'reader@pintrip.test',
      subject: '[핀트립] 비밀번호 재설정 안내',
      text: 'https://pintrip.test/api/auth/reset-password/abc',
    });
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.from).toContain('no-reply@pintrip.test');
    expect(message?.to.join()).toContain('reader@pintrip.test');
    expect(message?.data).toContain('https://pintrip.test/api/auth/reset-password/abc');
    expect(message?.data).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(logged).toHaveLength(0);
  });

  it('without SMTP_URL, writes the message and its link to the log instead', async () => {
    const logged: unknown[][] = [];
    const mailer = await createMailer({ from: 'x' }, { info: (...args: unknown[]) => logged.push(args) });
    await mailer.send({ to: 'a@pintrip.test', subject: 'hello', text: 'link: http://localhost/verify' });
    expect(logged).toHaveLength(1);
    expect(String(logged[0]?.[1])).toContain('http://localhost/verify');
  });
});
