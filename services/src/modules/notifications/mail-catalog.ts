// The texts of the e-mails, in the site's four languages (ICU messages, formatted with
// @formatjs/intl by render-mail.ts). A body's lines become the HTML part's paragraphs.
import type { MailLocale, NotificationEvent } from '@minesite/shared/contract';

type EventTexts = Record<`${NotificationEvent}.${'subject' | 'body'}`, string>;
export type MailCatalog = EventTexts & { footer: string; adminLink: string };

const zh: MailCatalog = {
  'order_created.subject': '新订单 {orderRef}',
  'order_created.body': '有新订单：{product}，应付 {amount} BTC。',
  'order_awaiting_price.subject': '订单 {orderRef} 等待报价',
  'order_awaiting_price.body': '有新订单：{product}。下单时没有最新的 BTC 汇率，请在后台为它定价。',
  'payment_seen.subject': '订单 {orderRef} 已发现付款',
  'payment_seen.body': '链上已出现订单 {product} 的付款 {amount} BTC，正在等待确认。',
  'payment_paid.subject': '订单 {orderRef} 已付款',
  'payment_paid.body': '订单 {product} 的付款 {amount} BTC 已确认完成。',
  'lead_created.subject': '新的联系请求：{name}',
  'lead_created.body': '{name} 提交了联系请求。\n邮箱：{email}\n电话：{phone}\n留言：{message}',
  'power_consultation_created.subject': '新的电力咨询：{name}',
  'power_consultation_created.body':
    '{name} 提交了电力咨询。\n邮箱：{email}\n电话：{phone}\n留言：{message}',
  'payment_received.subject': '已收到您订单 {orderRef} 的付款',
  'payment_received.body':
    '感谢您！我们已收到您为 {product} 支付的 {amount} BTC，将尽快处理您的订单。',
  'order_completed.subject': '您的订单 {orderRef} 已完成',
  'order_completed.body': '您订购的 {product} 已完成。感谢您选择 HashPeak Mining。',
  adminLink: '在后台查看：{link}',
  footer: '这是一封来自 HashPeak Mining 的自动邮件：{site}',
};

const en: MailCatalog = {
  'order_created.subject': 'New order {orderRef}',
  'order_created.body': 'A new order was placed: {product}, {amount} BTC due.',
  'order_awaiting_price.subject': 'Order {orderRef} awaits your price',
  'order_awaiting_price.body':
    'A new order was placed: {product}. No fresh BTC rate was available, so please set its price in the admin.',
  'payment_seen.subject': 'Payment seen for order {orderRef}',
  'payment_seen.body':
    'A payment of {amount} BTC for {product} is on the chain and waiting for confirmations.',
  'payment_paid.subject': 'Order {orderRef} is paid',
  'payment_paid.body': 'The payment of {amount} BTC for {product} is complete.',
  'lead_created.subject': 'New contact request from {name}',
  'lead_created.body':
    '{name} sent a contact request.\nE-mail: {email}\nPhone: {phone}\nMessage: {message}',
  'power_consultation_created.subject': 'New power consultation from {name}',
  'power_consultation_created.body':
    '{name} sent a power consultation.\nE-mail: {email}\nPhone: {phone}\nMessage: {message}',
  'payment_received.subject': 'Payment received for your order {orderRef}',
  'payment_received.body':
    'Thank you! We received your payment of {amount} BTC for {product} and will process your order now.',
  'order_completed.subject': 'Your order {orderRef} is completed',
  'order_completed.body':
    'Your order for {product} is completed. Thank you for choosing HashPeak Mining.',
  adminLink: 'Open it in the admin: {link}',
  footer: 'This is an automatic message from HashPeak Mining: {site}',
};

const es: MailCatalog = {
  'order_created.subject': 'Nuevo pedido {orderRef}',
  'order_created.body': 'Se ha realizado un nuevo pedido: {product}, {amount} BTC a pagar.',
  'order_awaiting_price.subject': 'El pedido {orderRef} espera su precio',
  'order_awaiting_price.body':
    'Se ha realizado un nuevo pedido: {product}. No había una cotización de BTC reciente; fije su precio en el panel de administración.',
  'payment_seen.subject': 'Pago detectado para el pedido {orderRef}',
  'payment_seen.body':
    'Un pago de {amount} BTC para {product} está en la cadena y espera confirmaciones.',
  'payment_paid.subject': 'El pedido {orderRef} está pagado',
  'payment_paid.body': 'El pago de {amount} BTC para {product} se ha completado.',
  'lead_created.subject': 'Nueva solicitud de contacto de {name}',
  'lead_created.body':
    '{name} ha enviado una solicitud de contacto.\nCorreo: {email}\nTeléfono: {phone}\nMensaje: {message}',
  'power_consultation_created.subject': 'Nueva consulta de energía de {name}',
  'power_consultation_created.body':
    '{name} ha enviado una consulta de energía.\nCorreo: {email}\nTeléfono: {phone}\nMensaje: {message}',
  'payment_received.subject': 'Hemos recibido el pago de su pedido {orderRef}',
  'payment_received.body':
    '¡Gracias! Hemos recibido su pago de {amount} BTC por {product} y procesaremos su pedido ahora.',
  'order_completed.subject': 'Su pedido {orderRef} está completado',
  'order_completed.body':
    'Su pedido de {product} está completado. Gracias por elegir HashPeak Mining.',
  adminLink: 'Ábralo en el panel de administración: {link}',
  footer: 'Este es un mensaje automático de HashPeak Mining: {site}',
};

const ru: MailCatalog = {
  'order_created.subject': 'Новый заказ {orderRef}',
  'order_created.body': 'Поступил новый заказ: {product}, к оплате {amount} BTC.',
  'order_awaiting_price.subject': 'Заказ {orderRef} ждёт вашей цены',
  'order_awaiting_price.body':
    'Поступил новый заказ: {product}. Свежего курса BTC не было, назначьте цену в панели администратора.',
  'payment_seen.subject': 'Замечен платёж по заказу {orderRef}',
  'payment_seen.body': 'Платёж {amount} BTC за {product} появился в сети и ждёт подтверждений.',
  'payment_paid.subject': 'Заказ {orderRef} оплачен',
  'payment_paid.body': 'Оплата {amount} BTC за {product} завершена.',
  'lead_created.subject': 'Новая заявка от {name}',
  'lead_created.body':
    '{name} отправил(а) заявку.\nЭл. почта: {email}\nТелефон: {phone}\nСообщение: {message}',
  'power_consultation_created.subject': 'Новая консультация по электроэнергии от {name}',
  'power_consultation_created.body':
    '{name} отправил(а) запрос на консультацию по электроэнергии.\nЭл. почта: {email}\nТелефон: {phone}\nСообщение: {message}',
  'payment_received.subject': 'Оплата вашего заказа {orderRef} получена',
  'payment_received.body':
    'Спасибо! Мы получили ваш платёж {amount} BTC за {product} и приступаем к выполнению заказа.',
  'order_completed.subject': 'Ваш заказ {orderRef} выполнен',
  'order_completed.body': 'Ваш заказ {product} выполнен. Спасибо, что выбрали HashPeak Mining.',
  adminLink: 'Открыть в панели администратора: {link}',
  footer: 'Это автоматическое письмо от HashPeak Mining: {site}',
};

export const MAIL_CATALOGS: Record<MailLocale, MailCatalog> = { zh, en, es, ru };
