// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A smart account reduced to EIP-1271, for the sign-in verification suite: a signature is
/// valid when the account's owner signed the hash itself (no further prefix).
contract OwnerWallet {
    bytes4 private constant MAGIC_VALUE = 0x1626ba7e;
    bytes4 private constant INVALID = 0xffffffff;

    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return INVALID;
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := calldataload(signature.offset)
            s := calldataload(add(signature.offset, 32))
            v := byte(0, calldataload(add(signature.offset, 64)))
        }
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? MAGIC_VALUE : INVALID;
    }
}
