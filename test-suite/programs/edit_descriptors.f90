! Less common edit descriptors: B, O, Z (with widths and minimum digits),
! EN, ES, G applied to integers and logicals, I0 and Iw.0 with zero, F0.d,
! kP scale factors on F and E, SP/SS/S, nX and T beyond earlier columns,
! repeat counts on groups with nested groups, and reversion.
program editdesc
  implicit none
  integer, parameter :: n = 6
  integer :: k(n), i
  real :: r(n)
  logical :: l(n)
!DVM$ DISTRIBUTE k(BLOCK)
!DVM$ ALIGN (i) WITH k(i) :: r, l
!DVM$ PARALLEL (i) ON k(i)
  do i = 1, n
    k(i) = (i - 3) * 77
    r(i) = (real(i) - 3.5) * 123.456
    l(i) = k(i) > 0
  end do
  write (*, '(1x, 6z6)') (abs(k(i)), i = 1, n)
  write (*, '(1x, 6o8.4)') (abs(k(i)), i = 1, n)
  write (*, '(1x, 3b12)') (abs(k(i)), i = 1, n, 2)
  write (*, '(1x, 3en14.4)') (r(i), i = 1, n, 2)
  write (*, '(1x, 3es12.3)') (r(i), i = 2, n, 2)
  write (*, '(1x, 6g8.3)') (k(i), i = 1, n)
  write (*, '(1x, 6g4.1)') (l(i), i = 1, n)
  write (*, '(1x, i0, 1x, i5.0, 1x, i3.0, 1x, f0.2, 1x, f0.0)') k(3), k(3), k(4), r(1), r(6)
  write (*, '(1x, 2p, 2f12.3, 1x, -1p, e12.3, 0p, f9.2)') r(1), r(2), r(3), r(4)
  write (*, '(1x, sp, i5, s, i5, sp, f8.2, ss, f8.2)') k(4), k(4), r(5), r(5)
  write (*, '(1x, i3, 10x, i3, t5, i2, t30, a)') k(1), k(2), 7, 'here'
  write (*, '(1x, 2(i4, 2(f7.1, l2)), "|")') (k(i), r(i), l(i), r(i), l(i), i = 1, n)
end program editdesc
