import { chromium } from '/work/main/node_modules/playwright/index.mjs';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [1280, 360]) {
const p = await b.newPage({ viewport: { width, height: 900 } });
await p.route('**/assets/*.js', async (r) => { await new Promise((x) => setTimeout(x, 1500)); await r.continue(); });
await p.goto(`http://127.0.0.1:4392/tender/UA-2024-04-26-006781-a`, { waitUntil: 'commit' });
await p.waitForTimeout(700);
const snap = () => p.evaluate(() => [...document.querySelectorAll('main > article > *, .tender-head > *, .tender-head__meta > *, .tender-head dl > div')].map((e) => `${e.tagName}.${(e.className || '').toString().split(' ')[0]} ${Math.round(e.getBoundingClientRect().top + scrollY)}+${Math.round(e.getBoundingClientRect().height)}`));
const before = await snap();
await p.waitForTimeout(5000);
const after = await snap();
console.log(width, 'hydrated', await p.evaluate(() => Object.keys(document.getElementById('root') ?? {}).length));
for (let i = 0; i < Math.max(before.length, after.length); i++) if (before[i] !== after[i]) console.log(' ', before[i], ' => ', after[i]);
await p.close();
}
await b.close();
