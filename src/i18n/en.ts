import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { auditEn } from './auditMessages';
import { backOfficeEn } from './backOfficeMessages';
import { bulkReplyEn } from './bulkReplyMessages';
import { catalogueEn } from './catalogueMessages';
import { mailEn } from './mailMessages';
import { mergeMessages } from './mergeMessages';
import { ordersEn } from './orderMessages';
import { resourceFieldsEn } from './resourceFields';
import { resourceNamesEn } from './resourceNames';
import { suppliersEn } from './supplierMessages';
import { twoFactorEn } from './twoFactorMessages';

/**
 * English texts. Where the spec gives a text, it is here verbatim, Spanish words included
 * (the shop's dashboard and order history speak Spanish in every locale).
 */
export const en = {
  ...englishMessages,
  app: {
    title: 'Unlock Portal',
    loading: 'Loading...',
    footer: '© %{year} Unlock Portal, unlock codes for every device',
    locale: 'Language',
    errors: {
      network: 'Error Network, try again...',
      network_short: 'Error Network...',
    },
    menu: {
      admin: 'Admin',
      orders_admin: 'Orders Admin',
      minimize: 'Minimize the sidebar',
      percent_badge: '86%',
      sign_out: 'Sign out',
      user_menu: '%{name}: profile and sign out',
      navigation: 'Main menu',
    },
  },
  auth: {
    landing: {
      register: 'Register',
      login: 'Login',
    },
    session_ended: 'Your session has ended. Sign in again to go on.',
    login: {
      title: 'Login',
      email: 'Email',
      password: 'Password',
      submit: 'Get Started',
      to_register: "Don't have an account? Register",
      otp: 'Authentication code',
      otp_help: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
    },
    register: {
      title: 'Register',
      name: 'Name',
      email: 'Email',
      password: 'Password',
      c_password: 'Confirm Password',
      submit: 'Get Started',
      to_login: 'Already have an account? Login',
    },
  },
  profile: {
    title: 'My Profile',
    credits: 'CREDITS: %{credits}',
    api_credentials: 'API credentials',
    api_key: 'Api key',
    service_url: 'Service URL',
    username: 'Username',
    new_api_key: {
      button: 'New API key',
      title: 'Replace your API key?',
      question:
        'The current key stops working at once: every reseller tool that uses it must be given the new one.',
      confirm: 'Replace the key',
      keep: 'Keep the current key',
      done: 'A new API key was generated; the old one no longer works.',
    },
  },
  dashboard: {
    title: 'Dashboard',
    periods: {
      today: 'Hoy',
      yesterday: 'Ayer',
      this_week: 'Esta Semana',
      this_month: 'Este Mes',
    },
    total_orders: 'Ordenes Totales',
    completed_orders: 'Ordenes Completas',
    rejected_orders: 'Ordenes Rechazadas',
    profit: 'Ganancia',
    loading: 'Cargando',
    tiers: {
      clean: 'Clean',
      base: 'Base',
      premium: 'Premium',
    },
    chart: {
      title: 'Last 30 days',
      completed: 'Completed orders',
      profit: 'Profit',
      empty: 'No figures to show yet.',
    },
  },
  common: {
    update: 'Update',
    delete: 'Delete',
    save: 'Save',
    close: 'Close',
    cancel: 'Cancel',
    send: 'Send',
    refresh: 'Refresh',
    previous: 'Previous',
    next: 'Next',
    actions: 'Actions',
  },
  back_office: backOfficeEn,
  order_screens: ordersEn,
  bulk_reply: bulkReplyEn,
  two_factor: twoFactorEn,
  mail: mailEn,
  audit: auditEn,
  suppliers: suppliersEn,
  catalogue: catalogueEn,
  resources: mergeMessages(
    mergeMessages(resourceFieldsEn, {
      categories: {
        create: 'Create new Category',
      },
      users: {
        detail: {
          change_api_key: 'Change Api Key',
          add_credits: 'Add Credits',
          current_credits: 'Current credits: %{credits}',
          change_credentials: 'Change credentials',
          change_password: 'Change Password',
          order_history: 'Order History',
          bills_history: 'Bills History',
          services_price: 'Services Price',
          no_orders: 'This user do not have any order',
          no_bills: 'This user do not have any bill',
        },
        prices: {
          change_price: 'Change Price',
          update_price: 'Update Price',
        },
      },
      bills: {
        status: { success: 'Success', canceled: 'Canceled' },
      },
      orders: {
        /** The CSV export's columns that no list shows. */
        csv_headers: { id: 'ID', updated_at: 'Updated date' },
        filters: { all: 'All', imei: 'IMEI' },
        status: {
          pending: 'Pending',
          rejected: 'Rejected',
          success: 'Success',
          completed: 'Completed',
        },
        no_code: 'No Contestado',
        default_reject_reason: 'Not Found',
        minutes: '%{smart_count} min',
        check: { unchecked: 'Unchecked', checked: 'Checked' },
        response: 'Response',
        reject: 'Reject',
        reject_title: 'Reject Order',
        send_success: 'Send Success',
        copied: 'IMEI copied',
      },
      customer_services: {
        choose: 'Choose a service',
        option: '$%{price} - %{name}',
        imeis: 'IMEI',
        send: 'Send',
      },
    }),
    resourceNamesEn,
  ),
} satisfies TranslationMessages;

export type Messages = typeof en;
