// A real SMTP server for the tests (issue 20 item 3), run as its own process on a free loopback
// port: it prints `listening <port>`, then one JSON line per received mail ({ to, subject,
// text }, the body decoded from quoted-printable or base64), and accepts any sender.
import { SMTPServer } from 'smtp-server';

const decodeQuotedPrintable = (body) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function parse(raw) {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { subject: header('Subject'), from: header('From'), text: text.replace(/\r\n/g, '\n') };
}

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address);
      const mail = parse(Buffer.concat(chunks).toString('utf8'));
      process.stdout.write(`${JSON.stringify({ to, ...mail })}\n`);
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${server.server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
// The test process holds stdin open: when it ends (even by a crash), so does this server.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
