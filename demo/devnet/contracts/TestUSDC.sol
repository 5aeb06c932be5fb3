// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {DevToken} from "./DevToken.sol";

/// @notice USDC-like test token: 6 decimals, like the real USDC, so the kit's formatting of
/// non-18-decimals amounts is exercised on a real chain.
contract TestUSDC is DevToken {
    constructor(
        address[] memory holders,
        uint256 amountEach
    ) DevToken("USD Coin (Local)", "USDC", 6, holders, amountEach) {}
}
