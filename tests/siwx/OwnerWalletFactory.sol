// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {OwnerWallet} from "./OwnerWallet.sol";

/// Makes OwnerWallets at CREATE2 addresses known before they exist, for the sign-in suite's
/// EIP-6492 case: a counterfactual smart account signs in before its first transaction.
contract OwnerWalletFactory {
    function deploy(address owner, bytes32 salt) external returns (OwnerWallet) {
        return new OwnerWallet{salt: salt}(owner);
    }
}
