import type { Translation } from '../messageCatalogue.js';

/** What any request may be told: the input checks of the schemas, and the HTTP refusals. */
export const REQUEST_MESSAGES: readonly Translation[] = [
  ['The {field} field is required.', 'El campo {field} es obligatorio.'],
  [
    'The {field} field must be at least {limit} characters.',
    'El campo {field} debe tener al menos {limit} caracteres.',
  ],
  [
    'The {field} field must not be greater than {limit} characters.',
    'El campo {field} no debe tener más de {limit} caracteres.',
  ],
  [
    'The {field} field must be a valid email address.',
    'El campo {field} debe ser una dirección de correo válida.',
  ],
  ['The {field} field format is invalid.', 'El formato del campo {field} no es válido.'],
  ['The {field} field must be a string.', 'El campo {field} debe ser un texto.'],
  ['The {field} field must be a number.', 'El campo {field} debe ser un número.'],
  ['The {field} field must be an integer.', 'El campo {field} debe ser un número entero.'],
  ['The {field} field must be a boolean.', 'El campo {field} debe ser verdadero o falso.'],
  ['The {field} field must be an object.', 'El campo {field} debe ser un objeto.'],
  ['The {field} field must be an array.', 'El campo {field} debe ser una lista.'],
  ['The {field} field must be a null.', 'El campo {field} debe estar vacío.'],
  ['The {field} field must be at least {limit}.', 'El campo {field} debe ser al menos {limit}.'],
  [
    'The {field} field must not be greater than {limit}.',
    'El campo {field} no debe ser mayor que {limit}.',
  ],
  ['The selected {field} is invalid.', 'El valor elegido para {field} no es válido.'],
  ['The {field} field is not allowed.', 'El campo {field} no está permitido.'],
  [
    'The {field} field must have at least {limit} items.',
    'El campo {field} debe tener al menos {limit} elementos.',
  ],
  [
    'The {field} field must not have more than {limit} items.',
    'El campo {field} no debe tener más de {limit} elementos.',
  ],
  ['The {field} field has a duplicate value.', 'El campo {field} tiene un valor duplicado.'],
  ['The {field} field is invalid.', 'El campo {field} no es válido.'],
  // Text a database cannot store (domain/storableText.ts), in any field.
  [
    'The {field} field must not contain a NUL character.',
    'El campo {field} no debe contener un carácter NUL.',
  ],
  [
    'The {field} field must be valid Unicode text.',
    'El campo {field} debe ser un texto Unicode válido.',
  ],
  ['The given data was invalid.', 'Los datos proporcionados no son válidos.'],
  ['Bad request.', 'Solicitud incorrecta.'],
  ['Unauthenticated.', 'No ha iniciado sesión.'],
  ['This action is unauthorized.', 'Esta acción no está autorizada.'],
  ['Not found.', 'No encontrado.'],
  ['Record not found.', 'Registro no encontrado.'],
  ['Method not allowed.', 'Método no permitido.'],
  ['The request is too large.', 'La solicitud es demasiado grande.'],
  ['Unsupported content type.', 'Tipo de contenido no admitido.'],
  ['Too many requests.', 'Demasiadas solicitudes.'],
  ['The request body is not valid JSON.', 'El cuerpo de la solicitud no es un JSON válido.'],
  ['Server Error', 'Error del servidor'],
  ['This account has been deactivated.', 'Esta cuenta ha sido desactivada.'],
  ['The route {method} {path} could not be found.', 'La ruta {method} {path} no existe.'],
];
