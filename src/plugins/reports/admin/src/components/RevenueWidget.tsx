import * as React from 'react';
import { Widget, useFetchClient } from '@strapi/strapi/admin';
import { Box, Typography } from '@strapi/design-system';
import { money, type DailyRevenue } from '../api';

const WIDTH = 300;
const HEIGHT = 110;

/** Money received each of the last 30 days, as an inline SVG area chart with the period's total. */
export const RevenueWidget = () => {
  const { get } = useFetchClient();
  const [revenue, setRevenue] = React.useState<DailyRevenue | null>(null);
  const [failed, setFailed] = React.useState(false);
  React.useEffect(() => {
    get<{ data: DailyRevenue }>('/reports/revenue').then(
      (res) => setRevenue(res.data.data),
      () => setFailed(true),
    );
  }, [get]);
  if (failed) return <Widget.Error />;
  if (!revenue) return <Widget.Loading />;
  const total = revenue.days.reduce((sum, day) => sum + day.revenue, 0);
  if (total === 0) return <Widget.NoData>No revenue in the last 30 days</Widget.NoData>;
  const largest = Math.max(...revenue.days.map((day) => day.revenue));
  const x = (index: number) => (index / Math.max(revenue.days.length - 1, 1)) * WIDTH;
  const y = (amount: number) => HEIGHT - (amount / largest) * (HEIGHT - 8);
  const line = revenue.days.map((day, index) => `${x(index)},${y(day.revenue)}`).join(' ');
  return (
    <Box>
      <Typography variant="omega" fontWeight="bold" data-testid="revenue-total">
        {money(total, revenue.currency)}
      </Typography>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        role="img"
        aria-label={`Revenue per day from ${revenue.days[0].day} to ${revenue.days[revenue.days.length - 1].day}`}
      >
        <polygon points={`0,${HEIGHT} ${line} ${WIDTH},${HEIGHT}`} fill="#4945ff" fillOpacity={0.15} />
        <polyline points={line} fill="none" stroke="#4945ff" strokeWidth={2} />
      </svg>
    </Box>
  );
};
