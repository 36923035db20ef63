/**
 * The labels of each resource's fields (`resources.<resource>.fields.<source>`), from which
 * react-admin's inputs take their labels. Resource names are the URL segments of the screens.
 */
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
    fields: { name: 'Name', email: 'Email', password: 'Password', c_password: 'Confirm Password' },
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
  'admin-user-services': { fields: { price: 'Price' } },
  'admin-orders': { fields: { code: 'Code', reason: 'Reason' } },
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
  'admin-user-services': { fields: { price: 'Precio' } },
  'admin-orders': { fields: { code: 'Código', reason: 'Motivo' } },
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
};
