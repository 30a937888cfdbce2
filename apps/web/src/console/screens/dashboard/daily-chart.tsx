import { Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardDay } from '@rishta/domain';
import { BAR_WIDTH, DAY_WIDTH, PLOT_HEIGHT, SERIES, seriesBars, shortDate, type Series } from './chart-bars';

const COLOURS: Record<Series, string> = {
  sign_ups: 'var(--mantine-color-rishta-7)',
  approvals: 'var(--mantine-color-teal-8)',
  reports: 'var(--mantine-color-orange-8)',
};

/**
 * One series as 30 bars scaled to its own busiest day (sign-ups can be many times the reports, so
 * a shared scale would flatten the small ones), with its total and busiest day in words. The
 * drawing stretches to any width; its words are HTML beside it, so they never stretch with it.
 */
function SeriesPanel({ days, series }: { days: readonly DashboardDay[]; series: Series }) {
  const { t, i18n } = useTranslation('console-dashboard');
  const { total, peak, bars } = seriesBars(days, series);
  const name = t(`chart.${series}`);
  const first = days[0];
  const summary = peak
    ? t('chart.summary', {
        series: name,
        total,
        peak: peak.value,
        date: shortDate(peak.date, i18n.language),
      })
    : t('chart.summaryNone', { series: name });
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" align="baseline" gap="xs">
          <Text component="h3" fw={600} fz="sm" m={0}>
            {name}
          </Text>
          <Text fz="sm" fw={700} data-testid={`total-${series}`}>
            {t('chart.total', { count: total })}
          </Text>
        </Group>
        <Box dir="ltr">
          <svg
            role="img"
            aria-label={summary}
            viewBox={`0 0 ${days.length * DAY_WIDTH} ${PLOT_HEIGHT}`}
            preserveAspectRatio="none"
            width="100%"
            height={64}
            style={{ display: 'block' }}
          >
            {bars.map((bar, i) => (
              <g key={bar.date}>
                {/* The whole column answers the pointer, so a quiet day's tooltip is reachable too. */}
                <rect x={i * DAY_WIDTH} y={0} width={DAY_WIDTH} height={PLOT_HEIGHT} fill="transparent" />
                {bar.height > 0 && (
                  <rect
                    x={bar.x}
                    y={bar.y}
                    width={BAR_WIDTH}
                    height={bar.height}
                    rx={1}
                    fill={COLOURS[series]}
                    data-value={bar.value}
                  />
                )}
                <title>{`${shortDate(bar.date, i18n.language)}: ${bar.value}`}</title>
              </g>
            ))}
            <line
              x1={0}
              x2={days.length * DAY_WIDTH}
              y1={PLOT_HEIGHT}
              y2={PLOT_HEIGHT}
              stroke="var(--mantine-color-gray-5)"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          <Group justify="space-between" fz="xs" c="dimmed" mt={2} aria-hidden>
            <span>{first && shortDate(first.date, i18n.language)}</span>
            <span>{t('chart.today')}</span>
          </Group>
        </Box>
        <Text fz="xs" c="dimmed">
          {peak
            ? t('chart.peak', { count: peak.value, date: shortDate(peak.date, i18n.language) })
            : t('chart.none')}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The chart's numbers for screen readers (and anyone who copies them): one row a day. Hidden by
 * its box: a table sizes itself to its cells whatever width it is given, so hidden itself it
 * would still widen the page.
 */
function DailyTable({ days }: { days: readonly DashboardDay[] }) {
  const { t, i18n } = useTranslation('console-dashboard');
  return (
    <div className="visually-hidden">
      <table>
        <caption>{t('chart.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.date')}</th>
            {SERIES.map((series) => (
              <th scope="col" key={series}>
                {t(`chart.${series}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{shortDate(day.date, i18n.language)}</th>
              {SERIES.map((series) => (
                <td key={series}>{day[series]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Sign-ups, approvals and reports on each of the last 30 days, side by side on a desktop. */
export function DailyChart({ days }: { days: readonly DashboardDay[] }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        {SERIES.map((series) => (
          <SeriesPanel key={series} days={days} series={series} />
        ))}
      </SimpleGrid>
      <DailyTable days={days} />
    </>
  );
}
