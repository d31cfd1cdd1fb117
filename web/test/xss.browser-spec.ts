import { MESSAGES } from '@henesys/contracts';
import { launchBrowser, recordReliability, TestSystem } from '@henesys/testing';
import { Client } from 'pg';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

/**
 * Stored XSS (issue #12): hostile strings in every field one person writes and another reads
 * (sign-up email, character and guild names, Discord name, transaction code, admin notes, article
 * title and Markdown, event, notice) go in through the real routes where the routes let them, and
 * straight into the database where the routes refuse them (a row written before a check existed, or by
 * the game server). Chromium then opens every page that shows them and each page must: show the text
 * literally, never run it (window.__xss stays unset, no dialog), carry no inline handler, inline script
 * or javascript: URL in its DOM, and report no Content-Security-Policy violation at all (a violation
 * means markup got in and only the CSP stopped it). Needs a fresh `npx nx run web:build`.
 */
jest.setTimeout(45_000);

const TOKEN_KEY = 'henesys.token';
const WAIT_MS = 15_000;

// Each payload sets window.__xss if a page ever treats text as markup.
const IMG = '<img src=x onerror=window.__xss=1>';
const SCRIPT = '<script>window.__xss=1</script>';
const SVG = '"><svg onload=window.__xss=1>';

const HOSTILE = {
  username: IMG,
  // Sign-up takes any address-shaped email: no spaces, one @, a dot in the domain.
  email: '"><svg/onload=window.__xss=1>@evil.io',
  // 12 characters: the game's and the donation's limit for a character name.
  character: '"><b>Pwn</b>',
  guild: IMG,
  discordName: SVG,
  transactionCode: `${SCRIPT}${IMG}`,
  adminNotes: `Paid ${IMG} ${SCRIPT}`,
  articleTitle: `Patch ${IMG}`,
  eventTitle: `Event ${SVG}`,
  noticeTitle: `Notice ${SCRIPT}`,
  noticeContent: `Read ${IMG} then ${SVG}`,
  noticeDuration: SVG,
  // Searches are at most 12 characters: markup that matches nothing.
  search: '<i>z</i>&lt;',
};

const HOSTILE_MARKDOWN = [
  `Raw HTML stays text: ${SCRIPT} ${IMG}`,
  '[Free NX](javascript:window.__xss=1)',
  '[Encoded](&#x6A;avascript:window.__xss=1)',
  '[Data](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==)',
  '![pic](x" onerror="window.__xss=1)',
  '<a href="javascript:window.__xss=1">raw link</a>',
  '[Safe link](https://example.com/ok)',
].join('\n\n');

/** What a page must never contain, read from its live DOM. */
interface DomAudit {
  xss: unknown;
  cspViolations: string[];
  inlineHandlers: string[];
  inlineScripts: number;
  scriptUrls: string[];
}

const CLEAN: DomAudit = { xss: undefined, cspViolations: [], inlineHandlers: [], inlineScripts: 0, scriptUrls: [] };

function auditDom(): DomAudit {
  const elements = Array.from(document.querySelectorAll('*'));
  const attributes = elements.flatMap((element) =>
    Array.from(element.attributes).map((attribute) => ({ tag: element.tagName.toLowerCase(), attribute })),
  );
  const page = window as unknown as { __xss?: unknown; __cspViolations?: string[] };
  return {
    xss: page.__xss,
    cspViolations: page.__cspViolations ?? ['the violation listener is missing'],
    inlineHandlers: attributes
      .filter(({ attribute }) => attribute.name.startsWith('on'))
      .map(({ tag, attribute }) => `${tag}[${attribute.name}]`),
    inlineScripts: document.querySelectorAll('script:not([src])').length,
    // Links and frames that would run or render script (img src data: is fine: the CSP allows it for pictures).
    scriptUrls: attributes
      .filter(
        ({ tag, attribute }) =>
          /^\s*(javascript|vbscript):/i.test(attribute.value) ||
          (['a', 'area', 'iframe', 'form', 'object', 'embed'].includes(tag) && /^\s*data:/i.test(attribute.value)),
      )
      .map(({ tag, attribute }) => `${tag}[${attribute.name}=${attribute.value}]`),
  };
}

describe('stored XSS: hostile text renders as text on every page that shows it (browser)', () => {
  let system: TestSystem;
  let browser: Browser;
  let db: Client;
  let admin: string;
  let player: string;
  let donationId: number;
  /** The answer to a hostile transaction code, sent while the donation was still pending. */
  let codeRefusal: { status: number; body: { message?: string } };
  let articleSlug: string;
  let eventSlug: string;
  const contexts: BrowserContext[] = [];
  // Counted as pages are audited, for the reliability report.
  const audited = { pages: 0, ran: 0, cspViolations: 0, injectedMarkup: 0 };
  // Filled by every page's listeners and checked after every test.
  const seen = { pageErrors: [] as string[], dialogs: [] as string[], cspConsole: [] as string[] };

  beforeAll(async () => {
    // allSettled: when the browser fails to start, afterAll still stops the system that did (and drops its database).
    const [started, launched] = await Promise.allSettled([
      TestSystem.start({
        label: 'xss_web',
        processes: ['auth', 'accounts', 'content', 'donations', 'rankings', 'community', 'gateway'],
        env: { RATE_LIMIT_LOGIN: '1000/60', RATE_LIMIT_REGISTER: '1000/60', RATE_LIMIT_DEFAULT: '10000/60' },
        // No avatar service: nothing leaves this machine, every avatar is the name's first letter.
        envFor: { rankings: { AVATAR_URL_TEMPLATE_1: '', AVATAR_URL_TEMPLATE_2: '', AVATAR_URL_TEMPLATE_3: '' } },
      }),
      launchBrowser(),
    ]);
    if (started.status === 'fulfilled') system = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    for (const outcome of [started, launched]) if (outcome.status === 'rejected') throw outcome.reason;
    db = new Client({ connectionString: system.database.url });
    await db.connect();
    admin = await system.login('admin', 'admin1234');
    player = await registerPlayer();
    await seedGame();
    await linkDiscord();
    donationId = await seedDonation();
    [articleSlug, eventSlug] = await seedContent();
    await system.send('rankings.refresh');
  }, 150_000);

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    expect({
      pageErrors: seen.pageErrors.splice(0),
      dialogs: seen.dialogs.splice(0),
      cspConsole: seen.cspConsole.splice(0),
    }).toEqual({ pageErrors: [], dialogs: [], cspConsole: [] });
  });

  afterAll(async () => {
    recordReliability('hardening-xss', {
      section: 'Abuse',
      case: 'Stored XSS: hostile names, codes, notes, articles, events and notices on every page that shows them',
      result: `${audited.pages} page views in Chromium: hostile text ran ${audited.ran} times, ${audited.injectedMarkup} injected handlers, scripts or script URLs, ${audited.cspViolations} CSP violations`,
      figures: {
        'hostile inputs': Object.keys(HOSTILE).length,
        'page views audited': audited.pages,
        'script runs': audited.ran,
        'injected markup': audited.injectedMarkup,
        'CSP violations': audited.cspViolations,
      },
    });
    await browser?.close();
    await db?.end();
    await system?.stop();
  });

  async function registerPlayer(): Promise<string> {
    const answer = await system.api('POST', '/api/auth/register', undefined, {
      username: 'xssplayer',
      email: HOSTILE.email,
      password: 'player1234',
      birthday: '1995-05-05',
    });
    expect(answer.status).toBe(201);
    return system.login('xssplayer', 'player1234');
  }

  /** What the game server writes: a guild and a top character of the player, both with hostile names. */
  async function seedGame(): Promise<void> {
    const guild = await system.game.db.execute('INSERT INTO guilds (`name`) VALUES (?)', [HOSTILE.guild]);
    await system.game.db.execute(
      'INSERT INTO characters (accountid, `name`, level, exp, fame, job, guildid) SELECT id, ?, 200, 2147483647, 30000, 112, ? FROM accounts WHERE `name` = ?',
      [HOSTILE.character, guild.insertId, 'xssplayer'],
    );
  }

  /** The real OAuth2 round trip up to the callback address, for a Discord user with a hostile display name. */
  async function discordCallback(): Promise<URL> {
    system.discord.user = {
      id: '80351110224670001',
      username: 'hostile',
      global_name: HOSTILE.discordName,
      avatar: null,
    };
    const toDiscord = await system.fetch(`/api/discord/auth?client_token=${player}`, { redirect: 'manual' });
    const authorize = new URL(toDiscord.headers.get('location') ?? '');
    const form = new URLSearchParams([...authorize.searchParams.entries(), ['decision', 'authorize']]);
    const consent = await fetch(`${system.discord.baseUrl}/oauth2/authorize`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    return new URL(consent.headers.get('location') ?? '');
  }

  async function linkDiscord(): Promise<void> {
    const callback = await discordCallback();
    const exchange = await system.api('POST', '/api/discord/exchange', player, {
      code: callback.searchParams.get('code'),
      state: callback.searchParams.get('state'),
    });
    expect(exchange).toMatchObject({ status: 200, body: { discordUsername: HOSTILE.discordName } });
  }

  /** A Founder Pack for the hostile character, a hostile code (by hand: the route refuses it) and hostile notes. */
  async function seedDonation(): Promise<number> {
    const submitted = await system.api('POST', '/api/user/donations/submit', player, {
      packageId: 'gold',
      paymentMethod: 'paypal',
      characterName: HOSTILE.character,
    });
    expect(submitted.status).toBe(201);
    const id = submitted.body.donation.id as number;
    codeRefusal = await system.api('PATCH', `/api/user/donations/${id}/transaction-code`, player, {
      transactionCode: `${IMG}-GIFT`,
    });
    await db.query(`UPDATE donations.donations SET transaction_code = $1 WHERE id = $2`, [HOSTILE.transactionCode, id]);
    expect(
      (
        await system.api('PUT', `/api/donations/${id}/status`, admin, {
          status: 'approved',
          adminNotes: HOSTILE.adminNotes,
        })
      ).status,
    ).toBe(200);
    return id;
  }

  /** An update and an event with hostile titles and Markdown, and a hostile notice, through the admin API. */
  async function seedContent(): Promise<[string, string]> {
    const endDate = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const article = await system.api('POST', '/api/admin/content/articles', admin, {
      category: 'update',
      title: HOSTILE.articleTitle,
      content: HOSTILE_MARKDOWN,
      slug: 'hostile-patch',
      status: 'active',
    });
    const event = await system.api('POST', '/api/admin/content/articles', admin, {
      category: 'event',
      title: HOSTILE.eventTitle,
      content: HOSTILE_MARKDOWN,
      slug: 'hostile-event',
      status: 'active',
      endDate,
    });
    const notice = await system.api('POST', '/api/admin/content/notices', admin, {
      title: HOSTILE.noticeTitle,
      content: HOSTILE.noticeContent,
      severity: 'critical',
      estimatedDuration: HOSTILE.noticeDuration,
      active: true,
    });
    expect([article.status, event.status, notice.status]).toEqual([201, 201, 201]);
    return [article.body.slug as string, event.body.slug as string];
  }

  /** A page of its own context (logged in when a token is given) that records errors, dialogs and CSP violations. */
  async function open(path: string, token?: string): Promise<Page> {
    const context = await browser.newContext({
      baseURL: system.baseUrl,
      viewport: { width: 1280, height: 900 },
      storageState: token
        ? { cookies: [], origins: [{ origin: system.baseUrl, localStorage: [{ name: TOKEN_KEY, value: token }] }] }
        : undefined,
    });
    context.setDefaultTimeout(WAIT_MS);
    contexts.push(context);
    // Init scripts run before the page's own and are not subject to its CSP.
    await context.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
      );
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => seen.pageErrors.push(error.message));
    page.on('dialog', (dialog) => {
      seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) seen.cspConsole.push(message.text());
    });
    await page.goto(path);
    return page;
  }

  /** Each text is on the page, visible, exactly as written; a failure says what the page showed instead. */
  async function seeLiterally(scope: Page | Locator, ...texts: string[]): Promise<void> {
    for (const text of texts) {
      await scope
        .getByText(text, { exact: false })
        .first()
        .waitFor({ state: 'visible' })
        .catch(async (error: Error) => {
          const page = 'mainFrame' in scope ? scope : scope.page();
          const shown = await page
            .locator('body')
            .innerText({ timeout: 1_000 })
            .catch(() => '(nothing)');
          throw new Error(`${error.message}\n${page.url()} shows:\n${shown}`);
        });
    }
  }

  /** Lets late work (image errors, lazy chunks) settle, then reads the DOM audit: it must be clean. */
  async function expectNothingRan(page: Page): Promise<void> {
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const audit = await page.evaluate(auditDom);
    audited.pages += 1;
    audited.ran += audit.xss === undefined ? 0 : 1;
    audited.cspViolations += audit.cspViolations.length;
    audited.injectedMarkup += audit.inlineHandlers.length + audit.inlineScripts + audit.scriptUrls.length;
    expect({ url: page.url(), ...audit }).toEqual({ url: page.url(), ...CLEAN });
  }

  it("refuses hostile usernames and transaction codes at the door, with the spec's messages", async () => {
    for (const username of [HOSTILE.username, SCRIPT, 'a"><b>x']) {
      const answer = await system.api('POST', '/api/auth/register', undefined, {
        username,
        email: 'x@example.com',
        password: 'player1234',
        birthday: '1995-05-05',
      });
      expect({ username, status: answer.status, message: answer.body.message }).toEqual({
        username,
        status: 400,
        message: expect.any(String),
      });
      expect([MESSAGES.usernameLength, MESSAGES.usernameCharacters]).toContain(answer.body.message);
    }
    expect({ status: codeRefusal.status, message: codeRefusal.body.message }).toEqual({
      status: 400,
      message: MESSAGES.transactionCodeShape,
    });
  });

  it('home: the hostile notice, event banner and update card are text', async () => {
    const page = await open('/');
    const notice = page.locator('.notice--critical').filter({ hasText: HOSTILE.noticeTitle });
    await seeLiterally(
      notice,
      HOSTILE.noticeTitle,
      HOSTILE.noticeContent,
      `Estimated duration: ${HOSTILE.noticeDuration}`,
    );
    await seeLiterally(page.locator('.event-banner'), HOSTILE.eventTitle);
    const card = page.locator('[role="tabpanel"]:not([hidden]) .news-card').first();
    await seeLiterally(card, HOSTILE.articleTitle, `Raw HTML stays text: ${SCRIPT} ${IMG}`);
    await expectNothingRan(page);
  });

  it("article and event pages: the Markdown's raw HTML is text, its script links are not links", async () => {
    for (const path of [`/updates/${articleSlug}`, `/events/${eventSlug}`]) {
      const page = await open(path);
      const content = page.locator('.article__content');
      await seeLiterally(
        page.locator('.article__title'),
        path.startsWith('/updates') ? HOSTILE.articleTitle : HOSTILE.eventTitle,
      );
      await seeLiterally(
        content,
        `Raw HTML stays text: ${SCRIPT} ${IMG}`,
        '[Free NX](javascript:window.__xss=1)',
        '<a href="javascript:window.__xss=1">raw link</a>',
      );
      const links = await content.locator('a').evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          text: anchor.textContent,
          href: anchor.getAttribute('href'),
          rel: anchor.getAttribute('rel'),
        })),
      );
      // Only the safe link is a link; the encoded and data: ones are left without a target or as text.
      expect(links.filter((link) => link.href !== null)).toEqual([
        { text: 'Safe link', href: 'https://example.com/ok', rel: 'noopener noreferrer nofollow' },
      ]);
      expect(await content.locator('script, svg, iframe, object, embed').count()).toBe(0);
      await expectNothingRan(page);
    }
  });

  it('rankings: the hostile character and guild names are text, and so is a hostile search', async () => {
    const page = await open('/rankings');
    const top = page.locator('.rankings-table tbody tr').first();
    await seeLiterally(top.locator('.rankings-table__name'), HOSTILE.character);
    await seeLiterally(top.locator('.rankings-table__guild'), HOSTILE.guild);
    expect(await top.locator('b, img').count()).toBe(0);
    await expectNothingRan(page);

    const found = await open(`/rankings?search=${encodeURIComponent(HOSTILE.character)}`);
    await seeLiterally(found.locator('.rankings-table__name'), HOSTILE.character);
    await expectNothingRan(found);

    const search = await open(`/rankings?search=${encodeURIComponent(HOSTILE.search)}`);
    await seeLiterally(search.locator('.rankings__empty'), `No characters found matching "${HOSTILE.search}".`);
    await expectNothingRan(search);
  });

  it('Donations Manager: email, character, transaction code and admin notes are text', async () => {
    const page = await open('/dashboard/admin/donations', admin);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: `#${donationId}`, exact: true }) });
    await seeLiterally(row, HOSTILE.email, HOSTILE.character, HOSTILE.transactionCode);
    expect(await row.getByRole('link', { name: HOSTILE.email }).getAttribute('href')).toBe(`mailto:${HOSTILE.email}`);
    await row.getByRole('button', { name: `Audit trail (1) of donation #${donationId}`, exact: true }).click();
    await seeLiterally(row.locator('.dm-audit__notes'), HOSTILE.adminNotes);
    await expectNothingRan(page);
  });

  it("Content Manager: titles, notice, audit trail and the server's preview of the hostile Markdown", async () => {
    const page = await open('/dashboard/admin/content', admin);
    await seeLiterally(page.getByRole('region', { name: 'Articles' }), HOSTILE.articleTitle, HOSTILE.eventTitle);
    await seeLiterally(page.getByRole('region', { name: 'Notices' }), HOSTILE.noticeTitle);
    await seeLiterally(page.getByRole('region', { name: 'Audit trail' }), HOSTILE.noticeTitle);
    await page.getByRole('button', { name: `Edit ${HOSTILE.articleTitle}`, exact: true }).click();
    const preview = page.locator('.editor__preview-body');
    await seeLiterally(preview, `Raw HTML stays text: ${SCRIPT} ${IMG}`, '[Free NX](javascript:window.__xss=1)');
    expect(await preview.locator('script, svg, iframe').count()).toBe(0);
    await expectNothingRan(page);
  });

  it("the player's own pages: characters, donation, email and Discord name are text, on the Discord callback too", async () => {
    const dashboard = await open('/dashboard', player);
    await seeLiterally(dashboard.locator('.character__name'), HOSTILE.character);
    await seeLiterally(
      dashboard.locator('.activity__details', { hasText: 'Discord account' }),
      `Discord account ${HOSTILE.discordName} connected`,
    );
    await seeLiterally(dashboard, HOSTILE.transactionCode);
    await expectNothingRan(dashboard);

    const account = await open('/dashboard/account', player);
    await seeLiterally(account, `Connected as ${HOSTILE.discordName}`);
    // The email is the value of its form field, as typed at sign-up.
    expect(await account.getByLabel('Email', { exact: true }).inputValue()).toBe(HOSTILE.email);
    await expectNothingRan(account);

    // The page Discord sends the player back to does the exchange itself and names the account.
    const callback = await discordCallback();
    const linked = await open(`${callback.pathname}${callback.search}`, player);
    await seeLiterally(linked.locator('.discord-callback'), `Your Discord account ${HOSTILE.discordName} is linked`);
    await expectNothingRan(linked);
  });

  it('the ordinary pages load without a single CSP violation', async () => {
    for (const path of [
      '/',
      '/rankings',
      '/skills',
      '/vote',
      '/login',
      '/signup',
      '/download',
      '/features',
      '/news/henesys-opens-its-gates',
    ]) {
      const page = await open(path);
      await page.locator('main').first().waitFor();
      await expectNothingRan(page);
    }
  });

  it('the detectors work: markup forced into a page is blocked by the CSP and reported', async () => {
    const page = await open('/');
    await page.locator('main').first().waitFor();
    await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), IMG);
    await page.waitForFunction(
      () => ((window as unknown as { __cspViolations: string[] }).__cspViolations ?? []).length > 0,
      undefined,
      { timeout: 5_000 },
    );
    const audit = await page.evaluate(auditDom);
    expect(audit.xss).toBeUndefined();
    expect(audit.cspViolations).toEqual(['script-src-attr blocked inline']);
    expect(audit.inlineHandlers).toEqual(['img[onerror]']);
    expect(seen.cspConsole.splice(0)).toEqual([expect.stringMatching(/Content Security Policy/)]);
  });
});
