// Development aid: screenshots of console pages at 390 px and 1440 px, in English and
// French, against a running server (`npm start`, or BASE_URL). Writes PNGs to .tmp/shots/.
//   node scripts/screenshots.mjs /login /manager/dashboard
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../e2e/chromium.ts';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/login'];
const signIn = process.env.SIGN_IN ?? 'demo@starcrew.app:Starcrew-demo-2026';
mkdirSync('.tmp/shots', { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions);
for (const locale of ['en', 'fr']) {
  for (const width of [390, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale });
    const page = await context.newPage();
    await page.addInitScript((lang) => localStorage.setItem('app-lang', lang), locale);
    for (const path of paths) {
      if (path.startsWith('/manager') || path.startsWith('/seller') || path === '/settings') {
        const [email, password] = signIn.split(':');
        const response = await page.request.post(`${base}/api/v1/login`, { data: { email, password } });
        const { data } = await response.json();
        await page.goto(`${base}/login`);
        await page.evaluate((d) => {
          localStorage.setItem('user', JSON.stringify(d.user));
          localStorage.setItem('token', d.access_token);
          localStorage.setItem('permissions', JSON.stringify(d.permissions));
          localStorage.setItem('roles', JSON.stringify(d.roles));
        }, data);
      }
      await page.goto(`${base}${path}`);
      await page.waitForLoadState('networkidle');
      const file = `.tmp/shots/${path.replace(/\W+/g, '_') || 'root'}-${locale}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
