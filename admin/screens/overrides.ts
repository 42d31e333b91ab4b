/**
 * The one place where a resource gets screens of its own instead of the generic ones drawn from
 * its admin schema (admin/generic/). An entry is the resource's whole set: the screens it lists
 * are the ones it has (the messages have a list only). A plain resource needs no entry.
 *
 * To reuse a generic screen beside a custom one, name it from admin/generic/screens.ts.
 */
import { lazy } from 'react'
import { genericScreens } from '../generic/screens.ts'
import type { ScreenSet } from '../screen.ts'

const documentScreens: ScreenSet = {
  list: lazy(() => import('../documents/DocumentList.tsx')),
  edit: lazy(() => import('../documents/DocumentEdit.tsx')),
  create: lazy(() => import('../documents/DocumentCreate.tsx')),
}

export const screenOverrides: Readonly<Record<string, ScreenSet>> = {
  // The site's content: menus as a tree, their pages' blocks and images, the home page slider.
  cms_menu: {
    list: lazy(() => import('../cms/menus/MenuTreeScreen.tsx')),
    edit: lazy(() => import('../cms/menus/MenuEdit.tsx')),
    create: lazy(() => import('../cms/menus/MenuCreate.tsx')),
  },
  // Blocks are edited on their menu's page screen (/pages/{menuId}); this lists them across menus.
  cms_menu_content: { list: lazy(() => import('../cms/content/ContentBlockList.tsx')) },
  cms_menu_content_image: {
    list: lazy(() => import('../cms/content/ContentImageList.tsx')),
    recordRepresentation: 'head',
  },
  homepage_slider: {
    list: lazy(() => import('../homepage-slider/SlideList.tsx')),
    edit: lazy(() => import('../homepage-slider/SlideEdit.tsx')),
    create: lazy(() => import('../homepage-slider/SlideCreate.tsx')),
    recordRepresentation: 'subtitle',
  },
  general_setting: { list: lazy(() => import('../general-setting/GeneralSettings.tsx')) },
  // Notices and circulars share one set of document screens (a PDF with its preview).
  notice: documentScreens,
  circular: documentScreens,
  // Messages from the site's forms: read and triaged in their lists.
  contact_message: { list: lazy(() => import('../messages/ContactMessageList.tsx')) },
  newsletter_subscriber: { list: lazy(() => import('../messages/NewsletterSubscriberList.tsx')) },
  volunteer_application: { list: lazy(() => import('../messages/VolunteerApplicationList.tsx')) },
  // Members: the status with the rule that decided it, and filters by status and type.
  member: {
    list: lazy(() => import('../members/MemberList.tsx')),
    show: lazy(() => import('../members/MemberShow.tsx')),
    create: genericScreens.create,
    edit: genericScreens.edit,
  },
  // Members by type and status at a date, and the dues of a period; print and the API's CSV.
  member_report: { list: lazy(() => import('../members/MemberReport.tsx')) },
  // Dues: the payments' list and page (cancel), and collecting for several members at once.
  monthly_subscription: {
    list: lazy(() => import('../dues/DuesList.tsx')),
    show: lazy(() => import('../dues/DuesShow.tsx')),
    create: lazy(() => import('../dues/CollectDues.tsx')),
    recordRepresentation: 'receipt_number',
  },
  // Causes: what each raised (the sum of its completed gifts, read-only) in the list and on its
  // screen, where its blocks and images are edited as a page's are.
  cause: {
    list: lazy(() => import('../causes/CauseList.tsx')),
    edit: lazy(() => import('../causes/CauseEdit.tsx')),
    create: genericScreens.create,
    show: genericScreens.show,
  },
  // Giving: gifts with their money, receipts and refunds ("Record a gift" for a walk-in donor), the
  // donations report by cause and month, and the one row of giving settings.
  donation: {
    list: lazy(() => import('../giving/DonationList.tsx')),
    show: lazy(() => import('../giving/DonationShow.tsx')),
    create: lazy(() => import('../giving/RecordGift.tsx')),
    recordRepresentation: 'transaction_id',
  },
  donation_report: { list: lazy(() => import('../giving/DonationReport.tsx')) },
  giving_setting: { list: lazy(() => import('../giving/GivingSettings.tsx')) },
  // Stores: the counter's sale (scan, pay, print the invoice) is the customer orders' screen.
  customerorder: { list: lazy(() => import('../orders/CounterSale.tsx')) },
  // Stores: the stock per product and branch (low stock flagged); a product's stock card in a branch
  // is its show (/inventory/{product}/show?branch=…).
  inventory: {
    list: lazy(() => import('../stock/StockList.tsx')),
    show: lazy(() => import('../stock/StockCard.tsx')),
  },
  // Adjustments, opening stock and transfers: recorded (posted at once) and read, never edited.
  stock_adjustment: {
    list: lazy(() => import('../stock/StockDocumentList.tsx')),
    show: lazy(() => import('../stock/StockDocumentShow.tsx')),
    create: lazy(() => import('../stock/RecordStockDocument.tsx')),
  },
  // Orders followed through their life: the list, the order's page (confirm, pack, send, deliver,
  // return, cancel) and a customer's new order; the returns made on the orders' pages, listed.
  order: {
    list: lazy(() => import('../orders/OrderList.tsx')),
    show: lazy(() => import('../orders/OrderShow.tsx')),
    create: lazy(() => import('../orders/NewOrder.tsx')),
    recordRepresentation: 'order_no',
  },
  sales_return: { list: lazy(() => import('../orders/SalesReturnList.tsx')) },
  // Products: the page holds the category through its three levels, the stock per branch, the
  // pictures, colours, sizes and attribute values; the list shows the stock and filters by category.
  product: {
    list: lazy(() => import('../products/ProductList.tsx')),
    edit: lazy(() => import('../products/ProductEdit.tsx')),
    create: lazy(() => import('../products/ProductCreate.tsx')),
    show: lazy(() => import('../products/ProductShow.tsx')),
  },
  // The stores' one settings row: the ledgers they post to, and which branches may sell below zero.
  stores_setting: { list: lazy(() => import('../stores-settings/StoresSettings.tsx')) },
  // Stores reports: profit and the orders summary under one entry (a tab each), the stock now or as
  // of a day, and purchasing's two summaries; each with print and the API's CSV.
  order_report: { list: lazy(() => import('../stores-reports/OrderReports.tsx')) },
  inventory_summary_report: { list: lazy(() => import('../stores-reports/InventorySummary.tsx')) },
  purchase_request_summary_report: {
    list: lazy(() =>
      import('../stores-reports/PurchaseSummary.tsx').then((m) => ({ default: m.PurchaseRequestSummary })),
    ),
  },
  purchase_final_summary_report: {
    list: lazy(() =>
      import('../stores-reports/PurchaseSummary.tsx').then((m) => ({ default: m.PurchaseFinalSummary })),
    ),
  },
  // Purchasing: requests (raised, then bought from), purchases (entered, received and paid, their
  // invoice, goods returned from them) and the returns' list.
  purchase_request: {
    list: lazy(() => import('../purchasing/RequestList.tsx')),
    show: lazy(() => import('../purchasing/RequestShow.tsx')),
    create: lazy(() => import('../purchasing/RequestCreate.tsx')),
    recordRepresentation: 'invoice_no',
  },
  purchase_final: {
    list: lazy(() => import('../purchasing/PurchaseList.tsx')),
    show: lazy(() => import('../purchasing/PurchaseShow.tsx')),
    create: lazy(() => import('../purchasing/PurchaseCreate.tsx')),
    recordRepresentation: 'invoice_no',
  },
  purchase_return: { list: lazy(() => import('../purchasing/ReturnList.tsx')) },
  // Accounting: the ledgers' list is the chart of accounts as a tree with balances.
  ledger_account: { list: lazy(() => import('../ledger/ChartOfAccounts.tsx')) },
  // Accounting reports: the list is the reports' home, and /account_report/{report} each report's screen.
  account_report: { list: lazy(() => import('../reports/ReportsRoute.tsx')) },
  // Fiscal years closed by the Approver, and the books' one settings row (lock date, start month, fund).
  fiscal_year: { list: lazy(() => import('../periods/FiscalYears.tsx')) },
  ledger_setting: { list: lazy(() => import('../periods/BooksSettings.tsx')) },
  // Accounts: users, roles with the permission matrix, role menus, back-office menus, the audit log,
  // the outgoing email.
  user: {
    list: lazy(() => import('../user/UserList.tsx')),
    edit: lazy(() => import('../user/UserEdit.tsx')),
    create: lazy(() => import('../user/UserCreate.tsx')),
    recordRepresentation: 'email',
  },
  role: {
    list: lazy(() => import('../role/RoleList.tsx')),
    edit: lazy(() => import('../role/RoleEdit.tsx')),
    create: lazy(() => import('../role/RoleCreate.tsx')),
  },
  role_menu: { list: lazy(() => import('../role/RoleMenusScreen.tsx')) },
  menu_item: {
    list: lazy(() => import('../menu-item/MenuItemList.tsx')),
    edit: lazy(() => import('../menu-item/MenuItemEdit.tsx')),
    create: lazy(() => import('../menu-item/MenuItemCreate.tsx')),
  },
  audit_log: {
    list: lazy(() => import('../audit-log/AuditLogList.tsx')),
    show: lazy(() => import('../audit-log/AuditLogShow.tsx')),
  },
  // Read-only, with the SMTP state above the list and each message's links clickable.
  email_outbox: {
    list: lazy(() => import('../email-outbox/EmailOutboxList.tsx')),
    show: lazy(() => import('../email-outbox/EmailOutboxShow.tsx')),
  },
  // Help desk: the tickets' list with SLA chips, a ticket's page (facts changed in place, the
  // thread, replies and notes) and "New ticket" for a caller; working hours as a week.
  ticket: {
    list: lazy(() => import('../helpdesk/TicketList.tsx')),
    show: lazy(() => import('../helpdesk/TicketShow.tsx')),
    create: lazy(() => import('../helpdesk/NewTicket.tsx')),
    recordRepresentation: 'ticket_number',
  },
  business_hours: { list: lazy(() => import('../helpdesk/WorkingHours.tsx')) },
  ticket_report: { list: lazy(() => import('../helpdesk/TicketReport.tsx')) },
  // Accounting: vouchers entered from the keyboard in a line grid, corrected by reversal, printed on A4
  // (/voucher/{id}/print is answered by the edit route, VoucherEditRoute).
  voucher: {
    list: lazy(() => import('../vouchers/VoucherList.tsx')),
    create: lazy(() => import('../vouchers/VoucherCreate.tsx')),
    edit: lazy(() => import('../vouchers/VoucherEditRoute.tsx')),
    show: lazy(() => import('../vouchers/VoucherShow.tsx')),
    recordRepresentation: 'number',
  },
}
