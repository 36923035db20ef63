import { auditEs } from './auditMessages';
import { backOfficeEs } from './backOfficeMessages';
import { bulkReplyEs } from './bulkReplyMessages';
import { catalogueEs } from './catalogueMessages';
import type { Messages } from './en';
import { mailEs } from './mailMessages';
import { mergeMessages } from './mergeMessages';
import { ordersEs } from './orderMessages';
import { raSpanish } from './raSpanish';
import { resourceFieldsEs } from './resourceFields';
import { resourceNamesEs } from './resourceNames';
import { suppliersEs } from './supplierMessages';
import { twoFactorEs } from './twoFactorMessages';

/** Spanish texts: every key of `en`, react-admin's own included. */
export const es: Messages = {
  ...raSpanish,
  app: {
    title: 'Unlock Portal',
    loading: 'Cargando...',
    footer: '© %{year} Unlock Portal, códigos de desbloqueo para cualquier equipo',
    locale: 'Idioma',
    errors: {
      network: 'Error de red, inténtelo de nuevo...',
      network_short: 'Error de red...',
    },
    menu: {
      admin: 'Administración',
      orders_admin: 'Administrar Órdenes',
      minimize: 'Minimizar la barra lateral',
      percent_badge: '86%',
      sign_out: 'Cerrar sesión',
      user_menu: '%{name}: perfil y cerrar sesión',
      navigation: 'Menú principal',
    },
  },
  auth: {
    landing: {
      register: 'Registrarse',
      login: 'Entrar',
    },
    session_ended: 'Su sesión ha terminado. Vuelva a entrar para continuar.',
    login: {
      title: 'Entrar',
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Comenzar',
      to_register: '¿No tiene cuenta? Regístrese',
      otp: 'Código de verificación',
      otp_help:
        'El código de 6 dígitos de su aplicación de autenticación, o uno de sus códigos de recuperación.',
    },
    register: {
      title: 'Registrarse',
      name: 'Nombre',
      email: 'Correo electrónico',
      password: 'Contraseña',
      c_password: 'Confirmar contraseña',
      submit: 'Comenzar',
      to_login: '¿Ya tiene cuenta? Entre',
    },
  },
  profile: {
    title: 'Mi Perfil',
    credits: 'CRÉDITOS: %{credits}',
    api_credentials: 'Credenciales de la API',
    api_key: 'Clave de la API',
    service_url: 'URL del servicio',
    username: 'Usuario',
    new_api_key: {
      button: 'Nueva clave de la API',
      title: '¿Reemplazar su clave de la API?',
      question:
        'La clave actual deja de funcionar en el acto: cada herramienta de reventa que la use debe recibir la nueva.',
      confirm: 'Reemplazar la clave',
      keep: 'Conservar la clave actual',
      done: 'Se generó una nueva clave de la API; la anterior ya no funciona.',
    },
  },
  dashboard: {
    title: 'Panel',
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
      title: 'Últimos 30 días',
      completed: 'Órdenes completadas',
      profit: 'Ganancia',
      empty: 'Todavía no hay cifras que mostrar.',
    },
  },
  common: {
    update: 'Actualizar',
    delete: 'Eliminar',
    save: 'Guardar',
    close: 'Cerrar',
    cancel: 'Cancelar',
    send: 'Enviar',
    refresh: 'Actualizar',
    previous: 'Anterior',
    next: 'Siguiente',
    actions: 'Acciones',
  },
  back_office: backOfficeEs,
  order_screens: ordersEs,
  bulk_reply: bulkReplyEs,
  two_factor: twoFactorEs,
  mail: mailEs,
  audit: auditEs,
  suppliers: suppliersEs,
  catalogue: catalogueEs,
  resources: mergeMessages(
    mergeMessages(resourceFieldsEs, {
      categories: {
        create: 'Crear nueva Categoría',
      },
      users: {
        detail: {
          change_api_key: 'Cambiar la clave de la API',
          add_credits: 'Añadir créditos',
          current_credits: 'Créditos actuales: %{credits}',
          change_credentials: 'Cambiar credenciales',
          change_password: 'Cambiar contraseña',
          order_history: 'Historial de órdenes',
          bills_history: 'Historial de facturas',
          services_price: 'Precios de servicios',
          no_orders: 'Este usuario no tiene ninguna orden',
          no_bills: 'Este usuario no tiene ninguna factura',
        },
        prices: {
          change_price: 'Cambiar precio',
          update_price: 'Actualizar precio',
        },
      },
      bills: {
        status: { success: 'Correcta', canceled: 'Cancelada' },
      },
      orders: {
        /** Las columnas de la exportación CSV que ninguna lista muestra. */
        csv_headers: { id: 'ID', updated_at: 'Fecha de actualización' },
        filters: { all: 'Todas', imei: 'IMEI' },
        status: {
          pending: 'Pendiente',
          rejected: 'Rechazada',
          success: 'Correcta',
          completed: 'Completada',
        },
        no_code: 'No Contestado',
        default_reject_reason: 'Not Found',
        minutes: '%{smart_count} min',
        check: { unchecked: 'Sin comprobar', checked: 'Comprobada' },
        response: 'Responder',
        reject: 'Rechazar',
        reject_title: 'Rechazar orden',
        send_success: 'Enviar código',
        copied: 'IMEI copiado',
      },
      customer_services: {
        choose: 'Elija un servicio',
        option: '$%{price} - %{name}',
        imeis: 'IMEI',
        send: 'Enviar',
      },
    }),
    resourceNamesEs,
  ),
};
