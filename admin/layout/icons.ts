/**
 * The Material icon of each name a declaration may give its navigation entry (ICON_NAMES in
 * common/resource-schema.ts). Each icon is imported from its own module, so the bundle holds these
 * icons only, not the whole icon set. `satisfies` makes tsc fail when a name is added without its icon.
 */
import AccountBalance from '@mui/icons-material/AccountBalance'
import AccountTree from '@mui/icons-material/AccountTree'
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings'
import Apartment from '@mui/icons-material/Apartment'
import Article from '@mui/icons-material/Article'
import Assessment from '@mui/icons-material/Assessment'
import Badge from '@mui/icons-material/Badge'
import Business from '@mui/icons-material/Business'
import Campaign from '@mui/icons-material/Campaign'
import CardMembership from '@mui/icons-material/CardMembership'
import Category from '@mui/icons-material/Category'
import Checklist from '@mui/icons-material/Checklist'
import CommentIcon from '@mui/icons-material/Comment'
import Description from '@mui/icons-material/Description'
import EventIcon from '@mui/icons-material/Event'
import EventBusy from '@mui/icons-material/EventBusy'
import FlagIcon from '@mui/icons-material/Flag'
import FormatQuote from '@mui/icons-material/FormatQuote'
import Groups from '@mui/icons-material/Groups'
import History from '@mui/icons-material/History'
import ImageIcon from '@mui/icons-material/Image'
import Inventory from '@mui/icons-material/Inventory'
import LocalOffer from '@mui/icons-material/LocalOffer'
import LocalShipping from '@mui/icons-material/LocalShipping'
import LocationCity from '@mui/icons-material/LocationCity'
import Mail from '@mui/icons-material/Mail'
import MapIcon from '@mui/icons-material/Map'
import MarkEmailRead from '@mui/icons-material/MarkEmailRead'
import MenuOpen from '@mui/icons-material/MenuOpen'
import Palette from '@mui/icons-material/Palette'
import Payments from '@mui/icons-material/Payments'
import People from '@mui/icons-material/People'
import PhotoLibrary from '@mui/icons-material/PhotoLibrary'
import PinDrop from '@mui/icons-material/PinDrop'
import Place from '@mui/icons-material/Place'
import PublicIcon from '@mui/icons-material/Public'
import ReceiptLong from '@mui/icons-material/ReceiptLong'
import School from '@mui/icons-material/School'
import Settings from '@mui/icons-material/Settings'
import Storefront from '@mui/icons-material/Storefront'
import SupportAgent from '@mui/icons-material/SupportAgent'
import ViewCarousel from '@mui/icons-material/ViewCarousel'
import VolunteerActivism from '@mui/icons-material/VolunteerActivism'
import Work from '@mui/icons-material/Work'
import Workspaces from '@mui/icons-material/Workspaces'
import type { ComponentType } from 'react'
import type { IconName } from '../../common/resource-schema.ts'

export const ICONS = {
  AccountBalance,
  AccountTree,
  Assessment,
  AdminPanelSettings,
  Apartment,
  Article,
  Badge,
  Business,
  Campaign,
  CardMembership,
  Category,
  Checklist,
  Comment: CommentIcon,
  Description,
  Event: EventIcon,
  EventBusy,
  Flag: FlagIcon,
  FormatQuote,
  Groups,
  History,
  Image: ImageIcon,
  Inventory,
  LocalOffer,
  LocalShipping,
  LocationCity,
  Map: MapIcon,
  Mail,
  MarkEmailRead,
  MenuOpen,
  Palette,
  Payments,
  People,
  PhotoLibrary,
  PinDrop,
  ReceiptLong,
  Place,
  Public: PublicIcon,
  School,
  Settings,
  Storefront,
  SupportAgent,
  ViewCarousel,
  VolunteerActivism,
  Work,
  Workspaces,
} satisfies Record<IconName, ComponentType>

/** The icon of a name, or undefined for a name the back office does not know (an older server). */
export function iconOf(name: string | undefined): ComponentType | undefined {
  return name !== undefined && Object.hasOwn(ICONS, name) ? ICONS[name as IconName] : undefined
}
