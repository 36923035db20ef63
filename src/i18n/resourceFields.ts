/**
 * The labels of each resource's fields (`resources.<resource>.fields.<source>`), from which
 * react-admin's inputs and table columns take their labels. Resource names are the URL segments
 * of the screens; each screen has its own (the spec gives the customer's and the admin's lists
 * different headers for the same field).
 */

/** The order history's table (OrderHistoryTable): the admin's history and one user's orders. */
const orderHistoryFieldsEn = {
  service: 'Service',
  user: 'User name',
  imei: 'IMEI',
  code: 'Code',
  price: 'Price',
  status: 'Status',
  created_at: 'Date',
  time: 'Time',
  forwarding: 'Forwarding',
};

const orderHistoryFieldsEs: typeof orderHistoryFieldsEn = {
  service: 'Servicio',
  user: 'Nombre del usuario',
  imei: 'IMEI',
  code: 'Código',
  price: 'Precio',
  status: 'Estado',
  created_at: 'Fecha',
  time: 'Tiempo',
  forwarding: 'Reenvío',
};

export const resourceFieldsEn = {
  'admin-categories': { fields: { name: 'Name' } },
  'admin-services': {
    fields: {
      name: 'Name',
      price: 'Price',
      category_id: 'Category',
      cost: 'Cost',
      tier: 'Tier',
      description: 'Description',
      delivery_time: 'Delivery time',
      /** One custom field's inputs (the list's own title is catalogue.service_fields.title). */
      fields: {
        name: 'Key',
        label: 'Label',
        type: 'Type',
        required: 'Required',
        options: 'Choices',
        pattern: 'Pattern',
      },
    },
  },
  'admin-users': {
    fields: {
      name: 'Name',
      email: 'Email',
      credits: 'Credits',
      password: 'Password',
      c_password: 'Confirm Password',
    },
    /** The create-user modal spells it in lower case (spec section 3). */
    create_fields: { email: 'email' },
  },
  'admin-user': {
    fields: {
      name: 'Name',
      email: 'Email',
      credits: 'Credits',
      password: 'Password',
      c_password: 'Confirm Password',
    },
  },
  'admin-user-services': { fields: { id: 'ID', service: 'Service', price: 'Price' } },
  'admin-user-orders': { fields: orderHistoryFieldsEn },
  'admin-orders': {
    fields: {
      /** The Response and Reject modals' inputs. */
      code: 'Code',
      reason: 'Reason',
      service: 'Service',
      imei: 'IMEI',
      att_response: 'Carrier response',
      ifree_model: 'Model check',
      /** The badge of `phase` and `other_phase`. */
      checked: 'Checked',
      forwarding: 'Forwarding',
    },
  },
  'admin-order-history': { fields: orderHistoryFieldsEn },
  'admin-suppliers': {
    fields: {
      name: 'Name',
      url: 'URL',
      username: 'Username',
      api_key: 'API key',
      active: 'Active',
      allows_bulk: 'Bulk orders',
      balance: 'Balance',
      low_balance: 'Low-balance threshold',
      checked_at: 'Last check',
      last_error: 'Last error',
      orders_in_flight: 'Orders with it',
    },
  },
  'admin-bills': {
    /** The admin's list says State and Date where the customer's says Status and Created. */
    fields: {
      id: 'ID',
      user: { email: 'User email' },
      amount: 'Amount',
      status: 'State',
      created_at: 'Date',
    },
  },
  'admin-audit-log': {
    fields: {
      created_at: 'Date',
      actor: 'Who',
      kind: 'What',
      target: 'On',
      changes: 'Before → after',
      from: 'From',
      to: 'To',
    },
  },
  /** The customer's own orders; the order lists' filters and CSV export say these too. */
  orders: {
    fields: {
      status: 'Status',
      service: 'Service',
      user: 'User name',
      price: 'Price',
      created_at: 'Created date',
      imei: 'IMEI',
      code: 'Code',
      time: 'Time',
    },
  },
  /** The customer's own bills. */
  bills: {
    fields: {
      id: 'ID',
      amount: 'Amount',
      status: 'Status',
      created_at: 'Created',
      updated_at: 'Updated',
    },
  },
};

export const resourceFieldsEs: typeof resourceFieldsEn = {
  'admin-categories': { fields: { name: 'Nombre' } },
  'admin-services': {
    fields: {
      name: 'Nombre',
      price: 'Precio',
      category_id: 'Categoría',
      cost: 'Coste',
      tier: 'Nivel',
      description: 'Descripción',
      delivery_time: 'Plazo de entrega',
      fields: {
        name: 'Clave',
        label: 'Etiqueta',
        type: 'Tipo',
        required: 'Obligatorio',
        options: 'Opciones',
        pattern: 'Patrón',
      },
    },
  },
  'admin-users': {
    fields: {
      name: 'Nombre',
      email: 'Correo electrónico',
      credits: 'Créditos',
      password: 'Contraseña',
      c_password: 'Confirmar contraseña',
    },
    create_fields: { email: 'correo electrónico' },
  },
  'admin-user': {
    fields: {
      name: 'Nombre',
      email: 'Correo electrónico',
      credits: 'Créditos',
      password: 'Contraseña',
      c_password: 'Confirmar contraseña',
    },
  },
  'admin-user-services': { fields: { id: 'ID', service: 'Servicio', price: 'Precio' } },
  'admin-user-orders': { fields: orderHistoryFieldsEs },
  'admin-orders': {
    fields: {
      code: 'Código',
      reason: 'Motivo',
      service: 'Servicio',
      imei: 'IMEI',
      att_response: 'Respuesta del operador',
      ifree_model: 'Comprobación del modelo',
      checked: 'Comprobada',
      forwarding: 'Reenvío',
    },
  },
  'admin-order-history': { fields: orderHistoryFieldsEs },
  'admin-suppliers': {
    fields: {
      name: 'Nombre',
      url: 'URL',
      username: 'Usuario',
      api_key: 'Clave de la API',
      active: 'Activo',
      allows_bulk: 'Órdenes en lote',
      balance: 'Saldo',
      low_balance: 'Umbral de saldo bajo',
      checked_at: 'Última comprobación',
      last_error: 'Último error',
      orders_in_flight: 'Órdenes con él',
    },
  },
  'admin-bills': {
    fields: {
      id: 'ID',
      user: { email: 'Correo del usuario' },
      amount: 'Importe',
      status: 'Estado',
      created_at: 'Fecha',
    },
  },
  'admin-audit-log': {
    fields: {
      created_at: 'Fecha',
      actor: 'Quién',
      kind: 'Qué',
      target: 'Sobre',
      changes: 'Antes → después',
      from: 'Desde',
      to: 'Hasta',
    },
  },
  orders: {
    fields: {
      status: 'Estado',
      service: 'Servicio',
      user: 'Nombre del usuario',
      price: 'Precio',
      created_at: 'Fecha de creación',
      imei: 'IMEI',
      code: 'Código',
      time: 'Tiempo',
    },
  },
  bills: {
    fields: {
      id: 'ID',
      amount: 'Importe',
      status: 'Estado',
      created_at: 'Creada',
      updated_at: 'Actualizada',
    },
  },
};
