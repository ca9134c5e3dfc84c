import { defineModule } from '../../plugins/contract/public';
import panel from './panel.json';
import { favouriteGuarantees } from './guarantees';
import { favouriteSchemas } from './routes/docs/schemas';
import { USER } from '../../plugins/accounts/public';
import { PLACE_KINDS } from '../catalog/public';
import { FAVOURITE } from './content-types/rows';

/** The favourites module. */
export const favouriteModule = defineModule({
  name: 'api/favourite',
  panel,
  contentTypes: { 'api::favourite.favourite': {} },
  links: () => ({
    [FAVOURITE]: {
      links: [
        { field: 'user_id', label: 'User', target: USER },
        {
          field: 'favorable_id',
          label: 'Favourite record',
          target: { typeField: 'favorable_type', types: PLACE_KINDS },
        },
      ],
    },
  }),
  guarantees: favouriteGuarantees,
  schemas: favouriteSchemas,
});
