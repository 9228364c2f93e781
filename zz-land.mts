import { chromium } from '/work/main/node_modules/playwright/index.mjs';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
for (const hash of ['award-6dbc9c64eaf9490daa0787e26cd37ce5', '0c95b243219e4c4bacf01680fede8b1f']) {
  await p.goto('about:blank');
  await p.goto(`http://127.0.0.1:4392/tender/UA-2024-04-26-006781-a#${hash}`, { waitUntil: 'commit' });
  for (const t of [200, 500, 1000, 2000, 3000, 5000]) {
    await p.waitForTimeout(t === 200 ? 200 : t - [200, 500, 1000, 2000, 3000, 5000][[200, 500, 1000, 2000, 3000, 5000].indexOf(t) - 1]);
    console.log(hash.slice(0, 10), t, JSON.stringify(await p.evaluate((id) => { const e = document.getElementById(id); return { top: e ? Math.round(e.getBoundingClientRect().top) : null, y: Math.round(scrollY), h: document.documentElement.scrollHeight, flags: document.querySelector('.tender-flags')?.getBoundingClientRect().height, hyd: Object.keys(document.getElementById('root') ?? {}).length }; }, hash)));
  }
}
await b.close();
