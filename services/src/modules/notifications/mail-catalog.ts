// The texts of the e-mails, in the site's four languages (ICU messages, formatted with
// @formatjs/intl by render-mail.ts). A body's lines become the HTML part's paragraphs.
import type { MailLocale, NotificationEvent } from '@minesite/shared/contract';

type EventTexts = Record<`${NotificationEvent}.${'subject' | 'body'}`, string>;
/** `adminLink` ends the operator's messages, `orderLink` the buyer's (never both). */
export type MailCatalog = EventTexts & { footer: string; adminLink: string; orderLink: string };

const zh: MailCatalog = {
  'order_created.subject': '新订单 {orderRef}',
  'order_created.body':
    '有新订单：{product}，应付 {amount}{chain, select, tron {（TRON 网络，TRC20）} ethereum {（以太坊网络，ERC20）} other {}}。',
  'order_awaiting_price.subject': '订单 {orderRef} 等待报价',
  'order_awaiting_price.body': '有新订单：{product}。下单时没有最新的 BTC 汇率，请在后台为它定价。',
  'payment_seen.subject': '订单 {orderRef} 已发现付款',
  'payment_seen.body':
    '链上已出现订单 {product} 的付款 {amount}{chain, select, tron {（TRON 网络，TRC20）} ethereum {（以太坊网络，ERC20）} other {}}，正在等待确认。',
  'payment_paid.subject': '订单 {orderRef} 已付款',
  'payment_paid.body':
    '订单 {product} 的付款 {amount}{chain, select, tron {（TRON 网络，TRC20）} ethereum {（以太坊网络，ERC20）} other {}} 已确认完成。',
  'lead_created.subject': '新的联系请求：{name}',
  'lead_created.body': '{name} 提交了联系请求。\n邮箱：{email}\n电话：{phone}\n留言：{message}',
  'power_consultation_created.subject': '新的电力咨询：{name}',
  'power_consultation_created.body':
    '{name} 提交了电力咨询。\n邮箱：{email}\n电话：{phone}\n留言：{message}',
  'payment_received.subject': '已收到您订单 {orderRef} 的付款',
  'payment_received.body':
    '感谢您！我们已收到您为 {product} 支付的 {amount}{chain, select, tron {（TRON 网络，TRC20）} ethereum {（以太坊网络，ERC20）} other {}}，将尽快处理您的订单。',
  'order_completed.subject': '您的订单 {orderRef} 已完成',
  'order_completed.body': '您订购的 {product} 已完成。感谢您选择 HashPeak Mining。',
  'payment_review.subject':
    '{flag, select, reversed {紧急：订单 {orderRef} 的付款已从链上消失} other {订单 {orderRef} 需要您处理}}',
  'payment_review.body':
    '{flag, select, late {订单 {product} 的付款 {received} 在付款期限之后才到账。} underpaid {订单 {product} 的付款期限已结束，应付 {amount}，只收到 {received}。} overpaid {订单 {product} 收到 {received}，多于应付的 {amount}。} other {订单 {product} 已计为付款的交易已从链上消失（被替换、双花或区块重组）。问题解决之前请勿发货。}}\n请在后台接受、标记为无效或退款。',
  'refund_requested.subject': '订单 {orderRef} 的买家已提供退款地址',
  'refund_requested.body':
    '订单 {product} 的买家提供了退款地址 {address}，退款金额 {amount}{chain, select, tron {（TRON 网络，TRC20）} ethereum {（以太坊网络，ERC20）} other {}}。请从钱包发送，并在后台记录交易编号。',
  'order_placed.subject': '您在 HashPeak Mining 的订单 {orderRef}',
  'order_placed.body':
    '{priced, select, yes {感谢您订购 {product}。请在付款期限内向订单页面上的地址支付 {amount}{chain, select, tron {（TRON 网络，TRC20）} ethereum {（以太坊网络，ERC20）} other {}}。} other {感谢您订购 {product}。商家将尽快为订单定价，届时订单页面会显示应付金额。}}\n请保留这封邮件：下方链接可打开您的订单，持有该链接的任何人都能查看此订单。',
  'payment_partial.subject': '已收到订单 {orderRef} 的部分付款',
  'payment_partial.body':
    '我们已看到您为 {product} 支付的 {received}。还需在付款期限内支付 {remaining}{chain, select, tron {（TRON 网络，TRC20）} ethereum {（以太坊网络，ERC20）} other {}}，订单页面上有付款地址和剩余金额的二维码。',
  'payment_expired.subject': '订单 {orderRef} 的付款期限已结束',
  'payment_expired.body':
    '{product} 的付款未在期限内到账，订单已过期。如果您之后仍然付了款，我们依然会看到它，商家会与您联系。',
  'payment_in_review.subject': '您的订单 {orderRef} 正在审核',
  'payment_in_review.body':
    '{flag, select, late {您为 {product} 支付的 {received} 在付款期限之后才到账。} underpaid {{product} 的付款期限已结束，应付 {amount}，已收到 {received}。} overpaid {我们收到了您为 {product} 支付的 {received}，多于应付的 {amount}。} other {{product} 的一笔付款已不在区块链上（可能被替换或撤销）。}}\n{flag, select, overpaid {商家将确认您的订单，并为多付的部分向您提供退款。} reversed {商家会核查这笔付款并与您联系。} other {商家会与您联系：确认订单，或为您提供退款。}}',
  'payment_invalid.subject': '您的订单 {orderRef} 无法履行',
  'payment_invalid.body':
    '商家已将您的 {product} 订单标记为无效。原因：{reason}\n如果您已付款，商家会在订单页面上为您提供退款。',
  'refund_offered.subject': '您的订单 {orderRef} 可以退款',
  'refund_offered.body':
    '商家将为 {product} 退还 {amount}{chain, select, tron {（TRON 网络，TRC20）} ethereum {（以太坊网络，ERC20）} other {}}。请打开订单页面，填写用于接收退款的{chain, select, tron {TRON 地址} ethereum {以太坊地址} other {比特币地址}}。',
  'refund_sent.subject': '订单 {orderRef} 的退款已发出',
  'refund_sent.body':
    '商家已将 {amount}{chain, select, tron {（TRON 网络，TRC20）} ethereum {（以太坊网络，ERC20）} other {}} 退还到 {address}。\n交易编号：{txid}',
  'stray_payment_found.subject': '收到一笔没有订单的付款：{amount}',
  'stray_payment_found.body':
    '{amount}{chain, select, tron {（TRON 网络，TRC20）} ethereum {（以太坊网络，ERC20）} other {}} 已付到地址 {address}，交易编号：{txid}。\n这个地址曾分配给订单 {orderRef}，{reason, select, deleted {该订单已被删除} purged {该订单因一直未付款已被清除} other {该订单已改用其他方式付款}}，所以没有订单在等待这笔钱。\n请在后台退款，或将它计入某个订单。',
  orderLink: '您的订单：{link}',
  adminLink: '在后台查看：{link}',
  footer: '这是一封来自 HashPeak Mining 的自动邮件：{site}',
};

const en: MailCatalog = {
  'order_created.subject': 'New order {orderRef}',
  'order_created.body':
    'A new order was placed: {product}, {amount}{chain, select, tron { on TRON (TRC20)} ethereum { on Ethereum (ERC20)} other {}} due.',
  'order_awaiting_price.subject': 'Order {orderRef} awaits your price',
  'order_awaiting_price.body':
    'A new order was placed: {product}. No fresh BTC rate was available, so please set its price in the admin.',
  'payment_seen.subject': 'Payment seen for order {orderRef}',
  'payment_seen.body':
    'A payment of {amount}{chain, select, tron { on TRON (TRC20)} ethereum { on Ethereum (ERC20)} other {}} for {product} is on the chain and waiting for confirmations.',
  'payment_paid.subject': 'Order {orderRef} is paid',
  'payment_paid.body':
    'The payment of {amount}{chain, select, tron { on TRON (TRC20)} ethereum { on Ethereum (ERC20)} other {}} for {product} is complete.',
  'lead_created.subject': 'New contact request from {name}',
  'lead_created.body':
    '{name} sent a contact request.\nE-mail: {email}\nPhone: {phone}\nMessage: {message}',
  'power_consultation_created.subject': 'New power consultation from {name}',
  'power_consultation_created.body':
    '{name} sent a power consultation.\nE-mail: {email}\nPhone: {phone}\nMessage: {message}',
  'payment_received.subject': 'Payment received for your order {orderRef}',
  'payment_received.body':
    'Thank you! We received your payment of {amount}{chain, select, tron { on TRON (TRC20)} ethereum { on Ethereum (ERC20)} other {}} for {product} and will process your order now.',
  'order_completed.subject': 'Your order {orderRef} is completed',
  'order_completed.body':
    'Your order for {product} is completed. Thank you for choosing HashPeak Mining.',
  'payment_review.subject':
    '{flag, select, reversed {URGENT: a payment for order {orderRef} left the chain} other {Order {orderRef} needs your review}}',
  'payment_review.body':
    '{flag, select, late {A payment of {received} for {product} arrived after the payment window.} underpaid {The payment window for {product} ended with {received} of {amount} received.} overpaid {{received} were received for {product}, more than the {amount} due.} other {A transaction counted as paying for {product} left the chain (replaced, double spent or a reorg). Do not deliver until this is resolved.}}\nAccept the order, mark it invalid or refund it in the admin.',
  'refund_requested.subject': 'Refund address given for order {orderRef}',
  'refund_requested.body':
    'The buyer of {product} gave the refund address {address} for {amount}{chain, select, tron { on TRON (TRC20)} ethereum { on Ethereum (ERC20)} other {}}. Send it from the wallet, then record the transaction in the admin.',
  'order_placed.subject': 'Your order {orderRef} at HashPeak Mining',
  'order_placed.body':
    '{priced, select, yes {Thank you for your order of {product}. Please pay {amount}{chain, select, tron { on TRON (TRC20)} ethereum { on Ethereum (ERC20)} other {}} to the address on your order page before the payment window ends.} other {Thank you for your order of {product}. The shop will set its price shortly; your order page will then show what to pay.}}\nKeep this e-mail: the link below opens your order, and anyone who has the link can see it.',
  'payment_partial.subject': 'Part of the payment for your order {orderRef} received',
  'payment_partial.body':
    'We have seen {received} for {product}. {remaining}{chain, select, tron { on TRON (TRC20)} ethereum { on Ethereum (ERC20)} other {}} remains to be paid before the payment window ends; your order page shows the address and a QR code for the rest.',
  'payment_expired.subject': 'The payment window of your order {orderRef} has ended',
  'payment_expired.body':
    'No payment for {product} arrived in time, so the order has expired. If you send or sent a payment anyway, it is still watched: the shop will see it and contact you.',
  'payment_in_review.subject': 'Your order {orderRef} is being checked',
  'payment_in_review.body':
    '{flag, select, late {Your payment of {received} for {product} arrived after the payment window ended.} underpaid {The payment window for {product} ended with {received} of {amount} received.} overpaid {We received {received} for {product}, more than the {amount} due.} other {A payment for {product} is no longer shown on the blockchain (it may have been replaced or reversed).}}\n{flag, select, overpaid {The shop will accept your order and offer you a refund of the extra amount.} reversed {The shop will check the payment and contact you.} other {The shop will contact you: it will either accept the order or offer you a refund.}}',
  'payment_invalid.subject': 'Your order {orderRef} cannot be fulfilled',
  'payment_invalid.body':
    'The shop has marked your order for {product} as invalid. Reason: {reason}\nIf you paid for it, the shop will offer you a refund on your order page.',
  'refund_offered.subject': 'A refund is offered for your order {orderRef}',
  'refund_offered.body':
    'The shop offers to refund {amount}{chain, select, tron { on TRON (TRC20)} ethereum { on Ethereum (ERC20)} other {}} for {product}. Please open your order page and give the {chain, select, tron {TRON address} ethereum {Ethereum address} other {Bitcoin address}} the refund should go to.',
  'refund_sent.subject': 'The refund for your order {orderRef} has been sent',
  'refund_sent.body':
    'The shop has sent {amount}{chain, select, tron { on TRON (TRC20)} ethereum { on Ethereum (ERC20)} other {}} back to {address}.\nTransaction: {txid}',
  'stray_payment_found.subject': 'A payment without an order: {amount}',
  'stray_payment_found.body':
    '{amount}{chain, select, tron { on TRON (TRC20)} ethereum { on Ethereum (ERC20)} other {}} reached {address} in transaction {txid}.\nThe address was handed out to order {orderRef}, {reason, select, deleted {which was deleted} purged {which was purged unpaid} other {which is now paid on another rail}}, so no order is waiting for this money.\nRefund it, or credit it to an order, in the admin.',
  orderLink: 'Your order: {link}',
  adminLink: 'Open it in the admin: {link}',
  footer: 'This is an automatic message from HashPeak Mining: {site}',
};

const es: MailCatalog = {
  'order_created.subject': 'Nuevo pedido {orderRef}',
  'order_created.body':
    'Se ha realizado un nuevo pedido: {product}, {amount}{chain, select, tron { en TRON (TRC20)} ethereum { en Ethereum (ERC20)} other {}} a pagar.',
  'order_awaiting_price.subject': 'El pedido {orderRef} espera su precio',
  'order_awaiting_price.body':
    'Se ha realizado un nuevo pedido: {product}. No había una cotización de BTC reciente; fije su precio en el panel de administración.',
  'payment_seen.subject': 'Pago detectado para el pedido {orderRef}',
  'payment_seen.body':
    'Un pago de {amount}{chain, select, tron { en TRON (TRC20)} ethereum { en Ethereum (ERC20)} other {}} para {product} está en la cadena y espera confirmaciones.',
  'payment_paid.subject': 'El pedido {orderRef} está pagado',
  'payment_paid.body':
    'El pago de {amount}{chain, select, tron { en TRON (TRC20)} ethereum { en Ethereum (ERC20)} other {}} para {product} se ha completado.',
  'lead_created.subject': 'Nueva solicitud de contacto de {name}',
  'lead_created.body':
    '{name} ha enviado una solicitud de contacto.\nCorreo: {email}\nTeléfono: {phone}\nMensaje: {message}',
  'power_consultation_created.subject': 'Nueva consulta de energía de {name}',
  'power_consultation_created.body':
    '{name} ha enviado una consulta de energía.\nCorreo: {email}\nTeléfono: {phone}\nMensaje: {message}',
  'payment_received.subject': 'Hemos recibido el pago de su pedido {orderRef}',
  'payment_received.body':
    '¡Gracias! Hemos recibido su pago de {amount}{chain, select, tron { en TRON (TRC20)} ethereum { en Ethereum (ERC20)} other {}} por {product} y procesaremos su pedido ahora.',
  'order_completed.subject': 'Su pedido {orderRef} está completado',
  'order_completed.body':
    'Su pedido de {product} está completado. Gracias por elegir HashPeak Mining.',
  'payment_review.subject':
    '{flag, select, reversed {URGENTE: un pago del pedido {orderRef} ha desaparecido de la cadena} other {El pedido {orderRef} necesita su revisión}}',
  'payment_review.body':
    '{flag, select, late {Un pago de {received} para {product} llegó después del plazo de pago.} underpaid {El plazo de pago de {product} terminó con {received} de {amount} recibidos.} overpaid {Se recibieron {received} para {product}, más de los {amount} debidos.} other {Una transacción contada como pago de {product} ha desaparecido de la cadena (reemplazada, doble gasto o reorganización). No entregue nada hasta resolverlo.}}\nAcepte el pedido, márquelo como no válido o reembólselo en el panel de administración.',
  'refund_requested.subject': 'Dirección de reembolso para el pedido {orderRef}',
  'refund_requested.body':
    'El comprador de {product} ha indicado la dirección de reembolso {address} para {amount}{chain, select, tron { en TRON (TRC20)} ethereum { en Ethereum (ERC20)} other {}}. Envíelo desde el monedero y registre la transacción en el panel de administración.',
  'order_placed.subject': 'Su pedido {orderRef} en HashPeak Mining',
  'order_placed.body':
    '{priced, select, yes {Gracias por su pedido de {product}. Pague {amount}{chain, select, tron { en TRON (TRC20)} ethereum { en Ethereum (ERC20)} other {}} a la dirección que figura en la página de su pedido antes de que termine el plazo de pago.} other {Gracias por su pedido de {product}. La tienda fijará su precio en breve; la página de su pedido mostrará entonces el importe a pagar.}}\nConserve este correo: el enlace de abajo abre su pedido, y cualquiera que tenga el enlace puede verlo.',
  'payment_partial.subject': 'Recibida una parte del pago de su pedido {orderRef}',
  'payment_partial.body':
    'Hemos visto {received} para {product}. Quedan {remaining}{chain, select, tron { en TRON (TRC20)} ethereum { en Ethereum (ERC20)} other {}} por pagar antes de que termine el plazo; la página de su pedido muestra la dirección y un código QR para el resto.',
  'payment_expired.subject': 'Ha terminado el plazo de pago de su pedido {orderRef}',
  'payment_expired.body':
    'No llegó ningún pago para {product} a tiempo, así que el pedido ha caducado. Si aun así envía o ha enviado un pago, seguimos vigilando la dirección: la tienda lo verá y se pondrá en contacto con usted.',
  'payment_in_review.subject': 'Estamos revisando su pedido {orderRef}',
  'payment_in_review.body':
    '{flag, select, late {Su pago de {received} para {product} llegó después de terminar el plazo de pago.} underpaid {El plazo de pago de {product} terminó con {received} de {amount} recibidos.} overpaid {Hemos recibido {received} para {product}, más de los {amount} debidos.} other {Un pago para {product} ya no aparece en la cadena de bloques (puede haber sido reemplazado o revertido).}}\n{flag, select, overpaid {La tienda aceptará su pedido y le ofrecerá el reembolso de la diferencia.} reversed {La tienda revisará el pago y se pondrá en contacto con usted.} other {La tienda se pondrá en contacto con usted: aceptará el pedido o le ofrecerá un reembolso.}}',
  'payment_invalid.subject': 'Su pedido {orderRef} no se puede completar',
  'payment_invalid.body':
    'La tienda ha marcado su pedido de {product} como no válido. Motivo: {reason}\nSi lo ha pagado, la tienda le ofrecerá un reembolso en la página de su pedido.',
  'refund_offered.subject': 'Se le ofrece un reembolso de su pedido {orderRef}',
  'refund_offered.body':
    'La tienda le ofrece reembolsar {amount}{chain, select, tron { en TRON (TRC20)} ethereum { en Ethereum (ERC20)} other {}} por {product}. Abra la página de su pedido e indique la {chain, select, tron {dirección de TRON} ethereum {dirección de Ethereum} other {dirección de Bitcoin}} a la que enviar el reembolso.',
  'refund_sent.subject': 'Se ha enviado el reembolso de su pedido {orderRef}',
  'refund_sent.body':
    'La tienda ha devuelto {amount}{chain, select, tron { en TRON (TRC20)} ethereum { en Ethereum (ERC20)} other {}} a {address}.\nTransacción: {txid}',
  'stray_payment_found.subject': 'Un pago sin pedido: {amount}',
  'stray_payment_found.body':
    '{amount}{chain, select, tron { en TRON (TRC20)} ethereum { en Ethereum (ERC20)} other {}} llegó a {address} en la transacción {txid}.\nLa dirección se asignó al pedido {orderRef}, {reason, select, deleted {que se eliminó} purged {que se borró por no haberse pagado} other {que ahora se paga por otra red}}, así que ningún pedido espera este dinero.\nReembólselo o abónelo a un pedido en el panel de administración.',
  orderLink: 'Su pedido: {link}',
  adminLink: 'Ábralo en el panel de administración: {link}',
  footer: 'Este es un mensaje automático de HashPeak Mining: {site}',
};

const ru: MailCatalog = {
  'order_created.subject': 'Новый заказ {orderRef}',
  'order_created.body':
    'Поступил новый заказ: {product}, к оплате {amount}{chain, select, tron { в сети TRON (TRC20)} ethereum { в сети Ethereum (ERC20)} other {}}.',
  'order_awaiting_price.subject': 'Заказ {orderRef} ждёт вашей цены',
  'order_awaiting_price.body':
    'Поступил новый заказ: {product}. Свежего курса BTC не было, назначьте цену в панели администратора.',
  'payment_seen.subject': 'Замечен платёж по заказу {orderRef}',
  'payment_seen.body':
    'Платёж {amount}{chain, select, tron { в сети TRON (TRC20)} ethereum { в сети Ethereum (ERC20)} other {}} за {product} появился в сети и ждёт подтверждений.',
  'payment_paid.subject': 'Заказ {orderRef} оплачен',
  'payment_paid.body':
    'Оплата {amount}{chain, select, tron { в сети TRON (TRC20)} ethereum { в сети Ethereum (ERC20)} other {}} за {product} завершена.',
  'lead_created.subject': 'Новая заявка от {name}',
  'lead_created.body':
    '{name} отправил(а) заявку.\nЭл. почта: {email}\nТелефон: {phone}\nСообщение: {message}',
  'power_consultation_created.subject': 'Новая консультация по электроэнергии от {name}',
  'power_consultation_created.body':
    '{name} отправил(а) запрос на консультацию по электроэнергии.\nЭл. почта: {email}\nТелефон: {phone}\nСообщение: {message}',
  'payment_received.subject': 'Оплата вашего заказа {orderRef} получена',
  'payment_received.body':
    'Спасибо! Мы получили ваш платёж {amount}{chain, select, tron { в сети TRON (TRC20)} ethereum { в сети Ethereum (ERC20)} other {}} за {product} и приступаем к выполнению заказа.',
  'order_completed.subject': 'Ваш заказ {orderRef} выполнен',
  'order_completed.body': 'Ваш заказ {product} выполнен. Спасибо, что выбрали HashPeak Mining.',
  'payment_review.subject':
    '{flag, select, reversed {СРОЧНО: платёж по заказу {orderRef} исчез из сети} other {Заказ {orderRef} требует вашего решения}}',
  'payment_review.body':
    '{flag, select, late {Платёж {received} за {product} пришёл после окончания срока оплаты.} underpaid {Срок оплаты {product} истёк: получено {received} из {amount}.} overpaid {За {product} получено {received} — больше, чем {amount} к оплате.} other {Транзакция, засчитанная как оплата {product}, исчезла из сети (замена, двойная трата или реорганизация). Не выполняйте заказ, пока это не решено.}}\nПримите заказ, отметьте его недействительным или оформите возврат в панели администратора.',
  'refund_requested.subject': 'Покупатель указал адрес возврата по заказу {orderRef}',
  'refund_requested.body':
    'Покупатель заказа {product} указал адрес возврата {address} на {amount}{chain, select, tron { в сети TRON (TRC20)} ethereum { в сети Ethereum (ERC20)} other {}}. Отправьте средства из кошелька и запишите транзакцию в панели администратора.',
  'order_placed.subject': 'Ваш заказ {orderRef} в HashPeak Mining',
  'order_placed.body':
    '{priced, select, yes {Спасибо за заказ {product}. Оплатите {amount}{chain, select, tron { в сети TRON (TRC20)} ethereum { в сети Ethereum (ERC20)} other {}} на адрес со страницы заказа до окончания срока оплаты.} other {Спасибо за заказ {product}. Магазин скоро назначит цену; тогда страница заказа покажет сумму к оплате.}}\nСохраните это письмо: ссылка ниже открывает ваш заказ, и любой, у кого она есть, может его увидеть.',
  'payment_partial.subject': 'Получена часть оплаты заказа {orderRef}',
  'payment_partial.body':
    'Мы видим {received} за {product}. До окончания срока нужно доплатить {remaining}{chain, select, tron { в сети TRON (TRC20)} ethereum { в сети Ethereum (ERC20)} other {}}; на странице заказа есть адрес и QR-код для оставшейся суммы.',
  'payment_expired.subject': 'Срок оплаты заказа {orderRef} истёк',
  'payment_expired.body':
    'Оплата за {product} не поступила вовремя, поэтому заказ просрочен. Если вы всё же отправите или уже отправили платёж, мы продолжаем следить за адресом: магазин увидит его и свяжется с вами.',
  'payment_in_review.subject': 'Ваш заказ {orderRef} на проверке',
  'payment_in_review.body':
    '{flag, select, late {Ваш платёж {received} за {product} пришёл после окончания срока оплаты.} underpaid {Срок оплаты {product} истёк: получено {received} из {amount}.} overpaid {Мы получили {received} за {product} — больше, чем {amount} к оплате.} other {Платёж за {product} больше не виден в блокчейне (возможно, он был заменён или отменён).}}\n{flag, select, overpaid {Магазин примет ваш заказ и предложит вернуть излишек.} reversed {Магазин проверит платёж и свяжется с вами.} other {Магазин свяжется с вами: примет заказ или предложит возврат.}}',
  'payment_invalid.subject': 'Ваш заказ {orderRef} не может быть выполнен',
  'payment_invalid.body':
    'Магазин отметил ваш заказ {product} как недействительный. Причина: {reason}\nЕсли вы его оплатили, магазин предложит возврат на странице заказа.',
  'refund_offered.subject': 'Вам предложен возврат по заказу {orderRef}',
  'refund_offered.body':
    'Магазин предлагает вернуть {amount}{chain, select, tron { в сети TRON (TRC20)} ethereum { в сети Ethereum (ERC20)} other {}} за {product}. Откройте страницу заказа и укажите {chain, select, tron {адрес в сети TRON} ethereum {адрес в сети Ethereum} other {биткоин-адрес}} для возврата.',
  'refund_sent.subject': 'Возврат по заказу {orderRef} отправлен',
  'refund_sent.body':
    'Магазин отправил {amount}{chain, select, tron { в сети TRON (TRC20)} ethereum { в сети Ethereum (ERC20)} other {}} обратно на адрес {address}.\nТранзакция: {txid}',
  'stray_payment_found.subject': 'Платёж без заказа: {amount}',
  'stray_payment_found.body':
    '{amount}{chain, select, tron { в сети TRON (TRC20)} ethereum { в сети Ethereum (ERC20)} other {}} поступил на адрес {address}, транзакция {txid}.\nЭтот адрес был выдан заказу {orderRef}, {reason, select, deleted {который удалён} purged {который удалён как неоплаченный} other {который теперь оплачивается в другой сети}}, поэтому этих денег не ждёт ни один заказ.\nВерните их или зачтите в заказ в панели администратора.',
  orderLink: 'Ваш заказ: {link}',
  adminLink: 'Открыть в панели администратора: {link}',
  footer: 'Это автоматическое письмо от HashPeak Mining: {site}',
};

export const MAIL_CATALOGS: Record<MailLocale, MailCatalog> = { zh, en, es, ru };
