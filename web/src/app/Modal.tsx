export { Modal, type ModalProps, type ModalSize } from "../ui/Modal";
