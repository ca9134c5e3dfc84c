import { defineModule } from '../../plugins/platform/public';
import panel from './panel.json';
import { favouriteGuarantees } from './guarantees';
import { favouriteSchemas } from './routes/docs/schemas';
import { accountLink } from '../../plugins/accounts/public';
import { catalogRecordLink } from '../catalog/public';
import { FAVOURITE } from './content-types/rows';

/** The favourites module. */
export const favouriteModule = defineModule({
  name: 'api/favourite',
  panel,
  contentTypes: { 'api::favourite.favourite': {} },
  links: () => ({
    [FAVOURITE]: {
      links: [accountLink(), catalogRecordLink('favorable_id', 'favorable_type', 'Favourite record')],
    },
  }),
  guarantees: favouriteGuarantees,
  schemas: favouriteSchemas,
});
