// The e2e runs' SMTP server: the shop (playwright.config.ts) sends its mail here, and the specs
// read what arrived over HTTP (GET /mails). Started by Playwright as one of its web servers.
import http from 'node:http';
import { startTestSmtpServer } from '../server/test/helpers/testSmtpServer';
import { mailHttpPort, mailSmtpPort } from './ports';

const smtp = await startTestSmtpServer(mailSmtpPort);

const server = http.createServer((request, response) => {
  if (request.url === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (request.url === '/mails') {
    const mails = smtp.mails.map((mail) => ({
      to:
        mail.to === undefined
          ? []
          : [mail.to].flat().flatMap((to) => to.value.map((v) => v.address)),
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
    }));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
    return;
  }
  response.writeHead(404).end();
});
server.listen(mailHttpPort, '127.0.0.1');

const stop = async () => {
  server.close();
  await smtp.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
