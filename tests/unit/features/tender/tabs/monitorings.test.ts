import { describe, expect, it } from 'vitest';
import { toMonitoring } from '../../../../../server/ingest/transform/tabs/monitorings';
import { AUDIT_MONITORINGS_URL } from '../../../../../src/features/tender/tabs/monitorings/model/audit-page';
import {
  toMonitoringView,
  toMonitoringsView,
} from '../../../../../src/features/tender/tabs/monitorings/model/monitoring-view';
import { entryOf, monitoringsContext } from './tab-context';
import { shippedCdbFiles } from '../../../../support/shipped-cdb';
import { list } from '../../../server/ingest/cdb-json';

type Json = Record<string, unknown>;

const MONITORINGS = shippedCdbFiles('monitorings');
const STATUS_UK: Record<string, string> = {
  active: 'Триває',
  addressed: 'Порушення виявлено',
  declined: 'Порушень не виявлено',
  completed: 'Завершено',
  closed: 'Закрито',
  stopped: 'Зупинено',
  cancelled: 'Скасовано',
  draft: 'Чернетка',
};

describe('monitoring tab', () => {
  it.each(MONITORINGS.map(({ file }) => file))('%s: its id, status, grounds and tabs', (file) => {
    const data = MONITORINGS.find((entry) => entry.file === file)?.data ?? {};
    const view = toMonitoringView(toMonitoring(data), monitoringsContext('uk'));
    expect(view.title).toBe(`Моніторинг ${String(data.monitoring_id)}`);
    expect(JSON.stringify(view)).not.toMatch(/undefined|NaN|Invalid Date/);
    expect(view.status).toEqual({
      code: data.status,
      label: STATUS_UK[String(data.status)],
    });
    const reasons = (data.reasons as string[]).map(
      (code) => entryOf('monitoring_reasons', code).uk,
    );
    expect(reasons.every((label) => label !== undefined)).toBe(true);
    expect(view.rows.find((row) => row.id === 'grounds')?.value).toEqual({
      kind: 'text',
      text: reasons.join('; '),
    });
    expect(view.auditPage?.href).toBe(`${AUDIT_MONITORINGS_URL}${String(data.id)}`);
    expect(view.tenderLink.to).toBe('/tender/UA-2000-01-01-000001-a');

    const conclusion = data.conclusion as Json | undefined;
    expect(view.conclusion?.violations ?? []).toEqual(
      ((conclusion?.violationType as string[] | undefined) ?? []).map((code) =>
        code === 'other'
          ? String(conclusion?.otherViolationType)
          : (entryOf('monitoring_violation_types', code).uk ?? code),
      ),
    );
    const posts = list(data, 'posts');
    const answers = posts.filter((post) => posts.some((other) => other.id === post.relatedPost));
    expect(view.requests).toHaveLength(posts.length - answers.length);
    expect(view.requests.flatMap((request) => request.answers.map((answer) => answer.key))).toEqual(
      answers.map((answer) => answer.id),
    );
    const proceedings = (data.appeal ? 1 : 0) + list(data, 'liabilities').length;
    expect(view.proceedings).toHaveLength(proceedings);
    expect(view.result === undefined).toBe(!data.eliminationReport && !data.eliminationResolution);
  });

  it('lists the newest monitoring first', () => {
    const views = toMonitoringsView(
      MONITORINGS.map(({ data }) => toMonitoring(data)),
      monitoringsContext('uk'),
    );
    const created = [...MONITORINGS]
      .sort(
        (a, b) => Date.parse(String(b.data.dateCreated)) - Date.parse(String(a.data.dateCreated)),
      )
      .map(({ data }) => data.id);
    expect(views.map((view) => view.key)).toEqual(created);
  });

  it('the elimination resolution by violation type, in English', () => {
    const completed = MONITORINGS.find(({ data }) => data.eliminationResolution)?.data ?? {};
    const view = toMonitoringView(toMonitoring(completed), monitoringsContext('en'));
    const resolution = completed.eliminationResolution as Json;
    expect(view.result?.resolution?.rows[0]?.value.text).toBe(
      {
        completely: 'Violations eliminated completely',
        partly: 'Violations eliminated partly',
        none: 'Violations not eliminated',
      }[String(resolution.result)],
    );
    const byType = Object.keys((resolution.resultByType as Json | undefined) ?? {});
    expect(view.result?.resolution?.byType.map((row) => row.id)).toEqual(byType);
  });
});
