/** The favourites module's public entry point: a traveller's kept catalog records. */
export { favouriteGuarantees } from './guarantees';
export { favouriteSchemas } from './routes/docs/schemas';
export { presentFavouriteWithItem } from './presenters/favourites';
export { type FavouriteServices, favourites } from './accessor';
export { favouriteModule } from './manifest';
